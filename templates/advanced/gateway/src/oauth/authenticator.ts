// From a presented access token to the assertion SQL verifies (steps/authenticate.ts calls it):
// verify the token (access-token.ts for JWTs, introspection.ts for opaque ones when configured), mint the assertion (assertion.ts), and -- the first time this process sees
// a subject -- ask the database to provision or link it (membership.provision_identity: SECURITY DEFINER, checks
// the assertion itself) in its own autocommit statement on the primary, before the request's transaction,
// which may be read-only or on a standby. Verified tokens are remembered (by SHA-256) until their assertion
// expires, so a client's every request does not pay for signature checks; the requests that bring a token (or a
// new subject) at the same moment share its one verification (and its one provisioning) instead of each doing
// their own -- a client's first burst of concurrent calls used to verify and provision once per call.
import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { OAuthConfig } from './config.js';
import { IssuerKeys } from './issuer-keys.js';
import { looksLikeJwt, verifyAccessToken, type TokenCheck } from './access-token.js';
import { introspectToken } from './introspection.js';
import { mintAssertion } from './assertion.js';

/** `subject` (issuer|sub) is what forgetSubject takes; `principal` is how the log line names the caller. */
export type OAuthOutcome = { ok: true; assertion: string; subject: string; principal: string } | { ok: false; reason: string };

interface Verified {
  assertion: string;
  subject: string;
  expiresAtMs: number;
}
type Verification = { ok: true; verified: Verified } | Exclude<TokenCheck, { ok: true }>;

const CACHE_LIMIT = 10_000;
/** A cached assertion is handed out only while it has this long left to live. */
const MIN_REMAINING_MS = 10_000;
const REFUSAL_MEMORY_MS = 60_000;

export class OAuthAuthenticator {
  private readonly keys: IssuerKeys;
  private readonly verified = new Map<string, Verified>();
  private readonly known = new Set<string>();
  /** Verifications and provisionings under way, by token digest and by subject. */
  private readonly verifying = new Map<string, Promise<Verification>>();
  private readonly provisioning = new Map<string, Promise<void>>();
  /** Opaque tokens introspection refused, by digest, until then: a repeated bad token is not asked about again. */
  private readonly refused = new Map<string, number>();

  constructor(
    readonly config: OAuthConfig,
    private readonly primary: pg.Pool,
  ) {
    this.keys = new IssuerKeys(config.jwksCooldownMs);
  }

  /** Whether an opaque (non-JWT) token is an OAuth token here, rather than something for SQL (an API key). */
  get introspects(): boolean {
    return this.config.introspection !== undefined;
  }

  async authenticate(token: string): Promise<OAuthOutcome> {
    const digest = createHash('sha256').update(token).digest('base64url');
    let verified = this.verified.get(digest);
    if (verified !== undefined && verified.expiresAtMs - Date.now() <= MIN_REMAINING_MS) {
      this.verified.delete(digest);
      verified = undefined;
    }
    if (verified === undefined) {
      const isJwt = looksLikeJwt(token);
      if (!isJwt && (this.refused.get(digest) ?? 0) > Date.now()) return { ok: false, reason: 'token refused recently' };
      const check = await (this.verifying.get(digest) ?? this.verify(digest, token, isJwt));
      if (!check.ok) return check;
      verified = check.verified;
    }
    if (!this.known.has(verified.subject)) await (this.provisioning.get(verified.subject) ?? this.provision(verified.subject, verified.assertion));
    return { ok: true, assertion: verified.assertion, subject: verified.subject, principal: `oauth|${verified.subject}` };
  }

  /** Checks a token and remembers the outcome; requests that bring the same token meanwhile wait for this one. */
  private verify(digest: string, token: string, isJwt: boolean): Promise<Verification> {
    const verification = (isJwt ? verifyAccessToken(token, this.config, this.keys) : introspectToken(token, this.config, this.keys))
      .then((check): Verification => {
        if (!check.ok) {
          if (!isJwt) {
            makeRoom(this.refused);
            this.refused.set(digest, Date.now() + REFUSAL_MEMORY_MS);
          }
          return check;
        }
        const verified = { assertion: mintAssertion(check.claims, this.config.assertionSecret), subject: `${check.claims.iss}|${check.claims.sub}`, expiresAtMs: check.claims.exp * 1000 };
        makeRoom(this.verified);
        this.verified.set(digest, verified);
        return { ok: true, verified };
      })
      .finally(() => this.verifying.delete(digest));
    this.verifying.set(digest, verification);
    return verification;
  }

  /** The first-use call for a subject; requests of the same subject meanwhile wait for it (and share its failure). */
  private provision(subject: string, assertion: string): Promise<void> {
    const provisioning = this.primary
      .query<{ user_id: string | null }>('SELECT membership.provision_identity($1) AS user_id', [assertion])
      .then(({ rows }) => {
        // Not provisioned (an issuer that may not create or link users): SQL refuses the request with PA401.
        if (rows[0]?.user_id) {
          makeRoom(this.known);
          this.known.add(subject);
        }
      })
      .finally(() => this.provisioning.delete(subject));
    this.provisioning.set(subject, provisioning);
    return provisioning;
  }

  /**
   * SQL refused a verified token (PA401): its subject may have been unlinked or deleted since, so the next token of
   * that subject asks the database to provision it again.
   */
  forgetSubject(subject: string): void {
    this.known.delete(subject);
  }
}

/** Keeps a cache under CACHE_LIMIT before an entry is added: the oldest (first inserted) goes. */
function makeRoom(cache: Map<string, unknown> | Set<string>): void {
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
}
