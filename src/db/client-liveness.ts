// A deploy whose client dies (kill -9, a lost laptop) must not leave its backend running a long statement and
// holding the deploy lock until that statement ends. PostgreSQL 14+ can check a client's socket while a query
// runs (client_connection_check_interval); pgmi turns it on for its own session only.
import type pg from 'pg';

export const LIVENESS_CHECK_MS = 1000;

/**
 * Sets client_connection_check_interval on this session when the server has it. Returns false when it does
 * not (PostgreSQL 13), or when the platform cannot check sockets (the server refuses any value but 0 there).
 */
export async function enableClientLivenessCheck(client: pg.Client): Promise<boolean> {
  try {
    const result = await client.query<{ set: string | null }>(
      `SELECT pg_catalog.set_config('client_connection_check_interval', $1, false) AS set
        WHERE pg_catalog.current_setting('server_version_num')::int >= 140000`,
      [String(LIVENESS_CHECK_MS)],
    );
    return result.rows.length === 1;
  } catch (error) {
    // 22023: "client_connection_check_interval must be set to 0 on this platform" — nothing to turn on here.
    if ((error as { code?: string }).code === '22023') return false;
    throw error;
  }
}
