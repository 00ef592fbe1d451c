// MCP sessions (Mcp-Session-Id) for the handshake revisions. They live in SQL (api.mcp_session_*), so any
// number of gateway replicas share them. Each belongs to whoever opened it: every call hands SQL the caller's
// credential, and SQL answers "unknown" for a session opened by anyone else (an anonymous session belongs to
// whoever holds its id). SQL stores only the session's handle, the SHA-256 of its id, which is also what
// pgmi_resource_updated names (sessionHandle below).
// A positive check is remembered for SESSION_CACHE_TTL_MS from when it was asked, per session AND credential, to
// save a round trip per request. A close on any replica is announced on pgmi_session_closed and forgotten at once
// everywhere; while the LISTEN connection is down, a close on another replica is seen within that time.
// Concurrent checks of one session and credential share one query, and a session in use is checked again in the
// background during the last quarter of that time: at the moment it lapsed, every request in flight on the
// session used to queue for a pool connection of its own (a round trip more at the tail, every TTL).
import { createHash } from 'node:crypto';
import type pg from 'pg';

/** What SQL stores and announces for a session id (internal.mcp_session_handle): its SHA-256, lowercase hex. */
export function sessionHandle(sessionId: string): string {
  return createHash('sha256').update(sessionId, 'utf8').digest('hex');
}

export class SessionStore {
  private readonly known = new Map<string, { version: string; expiresAtMs: number }>();
  /** Checks under way, by cache key: callers of the same session and credential wait for the same answer. */
  private readonly pending = new Map<string, Promise<string | undefined>>();
  /** Bumped by every close and forget: a check asked before one is answered but not remembered. */
  private epoch = 0;

  constructor(
    private readonly pool: pg.Pool,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** A new session owned by the holder of `credential` (undefined: anonymous). PA401 propagates. */
  async open(protocolVersion: string, clientInfo: unknown, credential: string | undefined): Promise<string> {
    const askedAtMs = this.now();
    const result = await this.pool.query<{ session_id: string | null }>(
      'SELECT api.mcp_session_open($1, $2::jsonb, $3) AS session_id',
      [protocolVersion, JSON.stringify(clientInfo ?? null), credential ?? null],
    );
    const sessionId = result.rows[0]?.session_id;
    if (typeof sessionId !== 'string' || !/^[\x21-\x7e]{1,256}$/.test(sessionId)) {
      throw new Error('api.mcp_session_open returned no usable session id');
    }
    this.remember(cacheKey(sessionId, credential), protocolVersion, askedAtMs);
    return sessionId;
  }

  /** The negotiated version of a live session of this caller, or undefined (unknown, ended, or someone else's). */
  async check(sessionId: string, credential: string | undefined): Promise<string | undefined> {
    const key = cacheKey(sessionId, credential);
    const now = this.now();
    const hit = this.known.get(key);
    if (hit && hit.expiresAtMs > now) {
      if (hit.expiresAtMs - now <= this.ttlMs / 4 && !this.pending.has(key)) {
        // Failures are not this request's: the entry serves until it lapses, and the next request asks again.
        this.ask(key, sessionId, credential).catch(() => undefined);
      }
      return hit.version;
    }
    this.known.delete(key);
    return this.pending.get(key) ?? this.ask(key, sessionId, credential);
  }

  /** Ends a session of this caller; false when it is unknown, already ended, or someone else's. */
  async close(sessionId: string, credential: string | undefined): Promise<boolean> {
    this.known.delete(cacheKey(sessionId, credential));
    this.epoch++;
    const result = await this.pool.query<{ closed: boolean | null }>('SELECT api.mcp_session_close($1, $2) AS closed', [sessionId, credential ?? null]);
    return result.rows[0]?.closed === true;
  }

  /** A session ended somewhere (its handle, from pgmi_session_closed): forget every remembered check of it. */
  forget(handle: string): void {
    this.epoch++;
    const prefix = `${handle}\n`;
    for (const key of this.known.keys()) if (key.startsWith(prefix)) this.known.delete(key);
  }

  private ask(key: string, sessionId: string, credential: string | undefined): Promise<string | undefined> {
    const epoch = this.epoch;
    const askedAtMs = this.now();
    const answer = this.pool
      .query<{ version: string | null }>('SELECT api.mcp_session_check($1, $2) AS version', [sessionId, credential ?? null])
      .then((result) => {
        const version = result.rows[0]?.version ?? undefined;
        if (version === undefined) this.known.delete(key);
        else if (epoch === this.epoch) this.remember(key, version, askedAtMs);
        return version;
      })
      .finally(() => {
        if (this.pending.get(key) === answer) this.pending.delete(key);
      });
    // With no remembering at all (TTL 0), every request gets an answer asked after it arrived.
    if (this.ttlMs > 0) this.pending.set(key, answer);
    return answer;
  }

  private remember(key: string, version: string, askedAtMs: number): void {
    if (this.ttlMs === 0) return;
    if (this.known.size >= 10_000) this.known.clear();
    this.known.set(key, { version, expiresAtMs: askedAtMs + this.ttlMs });
  }
}

/** Session and credential enter the key only as digests: this map never holds a session id or a plaintext key. */
function cacheKey(sessionId: string, credential: string | undefined): string {
  return `${sessionHandle(sessionId)}\n${credential === undefined ? '-' : createHash('sha256').update(credential, 'utf8').digest('base64')}`;
}
