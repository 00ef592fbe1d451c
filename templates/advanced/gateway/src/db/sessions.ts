// MCP sessions (Mcp-Session-Id) for the handshake revisions. They live in SQL (api.mcp_session_*), so any
// number of gateway replicas share them. A positive check is remembered for SESSION_CACHE_TTL_MS to save a
// round trip per request; closing a session here forgets it at once, a close on another replica is seen
// within that time.
import type pg from 'pg';

export class SessionStore {
  private readonly known = new Map<string, { version: string; expiresAtMs: number }>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async open(protocolVersion: string, clientInfo: unknown): Promise<string> {
    const result = await this.pool.query<{ session_id: string | null }>(
      'SELECT api.mcp_session_open($1, $2::jsonb) AS session_id',
      [protocolVersion, JSON.stringify(clientInfo ?? null)],
    );
    const sessionId = result.rows[0]?.session_id;
    if (typeof sessionId !== 'string' || !/^[\x21-\x7e]{1,256}$/.test(sessionId)) {
      throw new Error('api.mcp_session_open returned no usable session id');
    }
    this.remember(sessionId, protocolVersion);
    return sessionId;
  }

  /** The negotiated version of a live session, or undefined when it is unknown or was terminated. */
  async check(sessionId: string): Promise<string | undefined> {
    const hit = this.known.get(sessionId);
    if (hit && hit.expiresAtMs > this.now()) return hit.version;
    this.known.delete(sessionId);
    const result = await this.pool.query<{ version: string | null }>('SELECT api.mcp_session_check($1) AS version', [sessionId]);
    const version = result.rows[0]?.version ?? undefined;
    if (version !== undefined) this.remember(sessionId, version);
    return version;
  }

  async close(sessionId: string): Promise<boolean> {
    this.known.delete(sessionId);
    const result = await this.pool.query<{ closed: boolean | null }>('SELECT api.mcp_session_close($1) AS closed', [sessionId]);
    return result.rows[0]?.closed === true;
  }

  private remember(sessionId: string, version: string): void {
    if (this.ttlMs === 0) return;
    if (this.known.size >= 10_000) this.known.clear();
    this.known.set(sessionId, { version, expiresAtMs: this.now() + this.ttlMs });
  }
}
