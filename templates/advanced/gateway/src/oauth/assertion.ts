// The token assertion the gateway hands to SQL in place of a verified access token:
//     pgmi-oat.<base64url(JSON claims)>.<hex HMAC-SHA256 of "oauth-assertion\n" + the base64url part>
// keyed with OAUTH_ASSERTION_SECRET. The database checks it with the same secret, which the gateway's database
// login cannot read (membership/14-oauth-assertions.sql; docs/security.md, "OAuth access tokens").
import { createHmac } from 'node:crypto';

/** How an assertion begins: a request credential with it came from a verified OAuth token. */
export const ASSERTION_PREFIX = 'pgmi-oat.';

export interface AssertionClaims {
  iss: string;
  sub: string;
  email: string | null;
  /** The display name the token carries (`name`), or null. */
  name: string | null;
  /** email_verified, as the issuer said it. */
  ev: boolean;
  scp: readonly string[];
  /** The organization claim (OAUTH_ORG_CLAIM), or null. */
  org: string | null;
  aud: string;
  /** Expiry, epoch seconds. */
  exp: number;
}

export function mintAssertion(claims: AssertionClaims, secret: string): string {
  const body = Buffer.from(JSON.stringify({ v: 1, ...claims }), 'utf8').toString('base64url');
  const mac = createHmac('sha256', Buffer.from(secret, 'utf8')).update(`oauth-assertion\n${body}`, 'utf8').digest('hex');
  return `${ASSERTION_PREFIX}${body}.${mac}`;
}
