// The query's vector for a search request, computed before the request reaches SQL (SQL cannot call HTTP). Which
// requests are searches: MCP tools/list with params.query, tools/call of the search tool (its name comes from the
// io.pgmi/tool-search capability SQL declares), GET /api/tools/search?q=…, and the RPC method tools.search.
// The vector travels to SQL in the MCP context (search_vector) or in the x-pgmi-search-vector header (REST/RPC),
// which the gateway strips from what clients send. When the endpoint fails, SQL gets {"error": why} and searches
// lexically, saying so.
import type pg from 'pg';
import { isJsonObject, type JsonObject } from '../json-rpc.js';
import type { Logger } from '../log.js';
import { embedTexts, EmbeddingsError } from './embeddings-client.js';
import type { EmbeddingsConfig } from './embeddings-config.js';

export type SearchVector = { model: string; embedding: number[] } | { error: string };

export const SEARCH_VECTOR_HEADER = 'x-pgmi-search-vector';
const MAX_QUERY_CHARS = 1000;

export class QueryVectors {
  private findTool: string | null | undefined;

  constructor(
    private readonly config: EmbeddingsConfig | undefined,
    private readonly pool: pg.Pool,
    private readonly log: Logger,
  ) {}

  /** The registry changed: the search tool may have another name now. */
  forgetFindTool(): void {
    this.findTool = undefined;
  }

  /** The vector for a query (undefined: no endpoint configured, or nothing worth embedding). */
  async vectorFor(query: string | undefined): Promise<SearchVector | undefined> {
    if (!this.config || query === undefined || query.trim() === '' || query.length > MAX_QUERY_CHARS) return undefined;
    try {
      const [embedding] = await embedTexts(this.config, [query], this.config.queryTimeoutMs);
      return { model: this.config.model, embedding: embedding! };
    } catch (error) {
      const reason = error instanceof EmbeddingsError ? error.message : 'the embeddings request failed';
      this.log.warn('tool search: no vector for a query; searching lexically', { reason });
      return { error: reason };
    }
  }

  /** The query of an MCP search request (tools/list with a query, or a call of the search tool). */
  async mcpQuery(message: JsonObject): Promise<string | undefined> {
    if (!this.config) return undefined;
    const params = isJsonObject(message.params) ? message.params : undefined;
    if (message.method === 'tools/list') return typeof params?.query === 'string' ? params.query : undefined;
    if (message.method !== 'tools/call' || typeof params?.name !== 'string' || !isJsonObject(params.arguments)) return undefined;
    const query = params.arguments.query;
    if (typeof query !== 'string' || params.name !== (await this.findToolName())) return undefined;
    return query;
  }

  /** The search tool's name, asked once per registry change; a failed look-up only costs this request its vector. */
  private async findToolName(): Promise<string | null> {
    if (this.findTool === undefined) {
      try {
        const { rows } = await this.pool.query<{ name: string | null }>(
          `SELECT api.mcp_server_capabilities() #>> '{experimental,io.pgmi/tool-search,findTool}' AS name`,
        );
        this.findTool = rows[0]?.name ?? null;
      } catch (error) {
        this.log.warn('tool search: could not read the search tool\'s name; this query is searched lexically', { error: error instanceof Error ? error.message : String(error) });
        return null;
      }
    }
    return this.findTool;
  }
}

/** The query of GET /api/tools/search?q=… (REST) or of the RPC method tools.search. */
export function restSearchQuery(method: string, target: string): string | undefined {
  if (method !== 'GET') return undefined;
  const url = new URL(target, 'http://gateway.invalid');
  return url.pathname === '/tools/search' ? (url.searchParams.get('q') ?? undefined) : undefined;
}

export function rpcSearchQuery(parsed: unknown): string | undefined {
  if (!isJsonObject(parsed) || parsed.method !== 'tools.search' || !isJsonObject(parsed.params)) return undefined;
  return typeof parsed.params.query === 'string' ? parsed.params.query : undefined;
}
