// `pgmi inspect --search "…"`: the registry's tool search (lib/api/42-tool-search-rank.sql) as an operator sees it:
// every tool, hidden ones included (a signed-in caller's view), with each ranking's position, so an author can see
// why a tool comes first. Lexical only: vectors need the gateway's embeddings endpoint.
import type pg from 'pg';
import { ProjectError, UsageError } from '../errors.js';
import type { HandlerKind } from './registry.js';

export interface SearchHit {
  rank: number;
  name: string;
  score: number;
  lexical: number | null;
  trigram: number | null;
  vector: number | null;
  description: string | null;
}

export interface SearchReport {
  query: string;
  mode: string;
  vector: string;
  expansion: string;
  expandedTerms: string[];
  hits: SearchHit[];
}

const SEARCHABLE: readonly HandlerKind[] = ['tool', 'resource', 'prompt'];

export async function searchTools(client: pg.Client, query: string, filter: { kind?: HandlerKind; tag?: string; limit: number }): Promise<SearchReport> {
  if (filter.kind && !SEARCHABLE.includes(filter.kind)) {
    throw new UsageError(`--search looks through MCP tools, resources and prompts, not ${filter.kind} handlers`, { hint: 'Use --type tool, resource or prompt.' });
  }
  const present = await client.query<{ ok: boolean }>("SELECT pg_catalog.to_regprocedure('internal.search_result(text,integer,jsonb,jsonb,boolean,text)') IS NOT NULL AS ok");
  if (!present.rows[0]?.ok) {
    throw new ProjectError('this database has no tool search (lib/api/42-tool-search-rank.sql)', { hint: 'Deploy the project with the current advanced template first.' });
  }
  const filters = { kind: filter.kind ?? 'tool', ...(filter.tag ? { tags: [filter.tag] } : {}) };
  let found: { search: Omit<SearchReport, 'hits'> & { ranking: Array<Omit<SearchHit, 'description'>> } } & Record<string, unknown>;
  try {
    const { rows } = await client.query<{ found: typeof found }>('SELECT internal.search_result($1, $2, $3::jsonb, NULL, true) AS found', [query, filter.limit, JSON.stringify(filters)]);
    found = rows[0]!.found;
  } catch (error) {
    if ((error as { code?: string }).code === '22023') throw new UsageError(`--search: ${(error as Error).message}`);
    throw error;
  }
  const entries = (Object.values(found).find(Array.isArray) ?? []) as Array<{ name: string; description?: string }>;
  const descriptions = new Map(entries.map((e) => [e.name, e.description ?? null]));
  return {
    query,
    mode: found.search.mode,
    vector: found.search.vector,
    expansion: found.search.expansion,
    expandedTerms: found.search.expandedTerms,
    hits: found.search.ranking.map((hit) => ({ ...hit, description: descriptions.get(hit.name) ?? null })),
  };
}
