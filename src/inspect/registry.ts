// Reads the handler registry of a deployed advanced-template database (api.vw_handler_inventory).
import type pg from 'pg';

export type HandlerKind = 'tool' | 'resource' | 'prompt' | 'rest' | 'rpc';
export const HANDLER_KINDS: readonly HandlerKind[] = ['tool', 'resource', 'prompt', 'rest', 'rpc'];

export interface HandlerRow {
  kind: HandlerKind;
  /** MCP name, RPC method, or "METHOD /path" for REST. */
  name: string;
  description: string | null;
  requiresAuth: boolean;
  isolationFloor: string | null;
  readOnly: boolean;
  tags: string[];
  function: string;
}

export async function hasRegistry(client: pg.Client): Promise<boolean> {
  const result = await client.query<{ ok: boolean }>("SELECT pg_catalog.to_regclass('api.vw_handler_inventory') IS NOT NULL AS ok");
  return result.rows[0]?.ok === true;
}

export async function readHandlers(client: pg.Client, filter: { kind?: HandlerKind; tag?: string }): Promise<HandlerRow[]> {
  const result = await client.query<{
    kind: HandlerKind;
    name: string;
    description: string | null;
    requires_auth: boolean;
    min_transaction_isolation: string | null;
    read_only: boolean;
    tags: string[] | null;
    function_name: string;
  }>(
    `SELECT kind, name, description, requires_auth, min_transaction_isolation, read_only, tags, function_name
       FROM api.vw_handler_inventory
      WHERE ($1::text IS NULL OR kind = $1)
        AND ($2::text IS NULL OR $2 = ANY (coalesce(tags, '{}')))
      ORDER BY array_position(ARRAY['tool','resource','prompt','rest','rpc'], kind), name`,
    [filter.kind ?? null, filter.tag ?? null],
  );
  return result.rows.map((r) => ({
    kind: r.kind,
    name: r.name,
    description: r.description,
    requiresAuth: r.requires_auth,
    isolationFloor: r.min_transaction_isolation,
    readOnly: r.read_only,
    tags: r.tags ?? [],
    function: r.function_name,
  }));
}
