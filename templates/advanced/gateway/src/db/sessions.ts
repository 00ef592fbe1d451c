// MCP sessions (Mcp-Session-Id) for the handshake revisions. They live in SQL (api.mcp_session_*), so any
// number of gateway replicas share them. Each belongs to whoever opened it: every call hands SQL the caller's
// credential, and SQL answers "unknown" for a session opened by anyone else (an anonymous session belongs to
// whoever holds its id). SQL stores only the session's handle, the SHA-256 of its id, which is also what
// pgmi_resource_updated names (sessionHandle below).
// A positive check is remembered for SESSION_CACHE_TTL_MS, per session AND credential, to save a round trip per
// request. A close on any replica is announced on pgmi_session_closed and forgotten at once everywhere; while the
// LISTEN connection is down, a close on another replica is seen within that time.
import { createHash } from 'node:crypto';
import type pg from 'pg';

/** What SQL stores and announces for a session id (internal.mcp_session_handle): its SHA-256, lowercase hex. */
export function sessionHandle(sessionId: string): string {
  return createHash('sha256').update(sessionId, 'utf8').digest('hex');
}

export class SessionStore {
  private readonly known = new Map<string, { version: string; expiresAtMs: number }>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** A new session owned by the holder of `credential` (undefined: anonymous). PA401 propagates. */
  async open(protocolVersion: string, clientInfo: unknown, credential: string | undefined): Promise<string> {
    const result = await this.pool.query<{ session_id: string | null }>(
      'SELECT api.mcp_session_open($1, $2::jsonb, $3) AS session_id',
      [protocolVersion, JSON.stringify(clientInfo ?? null), credential ?? null],
    );
    const sessionId = result.rows[0]?.session_id;
    if (typeof sessionId !== 'string' || !/^[\x21-\x7e]{1,256}$/.test(sessionId)) {
      throw new Error('api.mcp_session_open returned no usable session id');
    }
    this.remember(sessionId, credential, protocolVersion);
    return sessionId;
  }

  /** The negotiated version of a live session of this caller, or undefined (unknown, ended, or someone else's). */
  async check(sessionId: string, credential: string | undefined): Promise<string | undefined> {
    const key = cacheKey(sessionId, credential);
    const hit = this.known.get(key);
    if (hit && hit.expiresAtMs > this.now()) return hit.version;
    this.known.delete(key);
    const result = await this.pool.query<{ version: string | null }>('SELECT api.mcp_session_check($1, $2) AS version', [sessionId, credential ?? null]);
    const version = result.rows[0]?.version ?? undefined;
    if (version !== undefined) this.remember(sessionId, credential, version);
    return version;
  }

  /** Ends a session of this caller; false when it is unknown, already ended, or someone else's. */
  async close(sessionId: string, credential: string | undefined): Promise<boolean> {
    this.known.delete(cacheKey(sessionId, credential));
    const result = await this.pool.query<{ closed: boolean | null }>('SELECT api.mcp_session_close($1, $2) AS closed', [sessionId, credential ?? null]);
    return result.rows[0]?.closed === true;
  }

  private remember(sessionId: string, credential: string | undefined, version: string): void {
    if (this.ttlMs === 0) return;
    if (this.known.size >= 10_000) this.known.clear();
    this.known.set(cacheKey(sessionId, credential), { version, expiresAtMs: this.now() + this.ttlMs });
  }

  /** A session ended somewhere (its handle, from pgmi_session_closed): forget every remembered check of it. */
  forget(handle: string): void {
    const prefix = `${handle}\n`;
    for (const key of this.known.keys()) if (key.startsWith(prefix)) this.known.delete(key);
  }
}

/** Session and credential enter the key only as digests: this map never holds a session id or a plaintext key. */
function cacheKey(sessionId: string, credential: string | undefined): string {
  return `${sessionHandle(sessionId)}\n${credential === undefined ? '-' : createHash('sha256').update(credential, 'utf8').digest('base64')}`;
}
