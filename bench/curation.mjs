// Tool search at tool-overload scale, on tools nobody here wrote (`npm run bench -- curation`).
//   catalog  bench/curation/catalog.json: real tool definitions listed from public MCP servers installed from the npm
//            registry (bench/curation/build-catalog.mjs; its provenance is printed), registered as SQL handlers in a
//            fresh database, each named <server>_<tool> and tagged with its server, as a gateway in front of many
//            servers would present them
//   queries  bench/curation/queries.json: natural requests, each with the tool(s) that serve it, written from the
//            tools' own documentation
//   quality  recall@1, recall@5 and MRR of each ranking the SQL search fuses (lexical, trigram, vector with the hashed
//            n-gram test embedder, fused), beside an Okapi BM25 baseline over the same text computed in the same run
//            with wink-bm25-text-search (goal: fused recall@5 ≥ 0.9 and above BM25)
//   latency  api.mcp_search_tools p50/p99 over a pooled connection at 1,000 and 10,000 tools (words only), at 1,000
//            also with the query's vector as find_tools searches, and the find_tools tool through the gateway (MCP
//            over HTTP, the query embedded) at 1,000 tools (goal p50 < 20 ms)
//   size     tools/list curated vs full at 1,000 tools: bytes and tokens at 4 bytes a token (goal ≤ 15%)
// Env: BENCH_CURATION_10K=0 skips the 10,000-tool latency run (it registers 9,000 more handlers);
// BENCH_CURATION_KEEP_DB=1 keeps the database (its URL is printed); `node bench/curation.mjs quality <url>` then
// measures the ranking quality again on it (after changing the ranking SQL in place, say).
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import bm25 from 'wink-bm25-text-search';
import nlp from 'wink-nlp-utils';
import { databaseUrl, DEV_PASSWORDS, dropScratch, findServer, passwordArgs, percentile, printTable, timeMs } from './lib.mjs';
import { startProcess } from './gateway.mjs';
import { startHashedEmbeddings } from '../test/support/hashed-embeddings.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));
const bin = join(repo, 'bin', 'pgmi.cjs');
const run = promisify(execFile);
const catalog = JSON.parse(readFileSync(new URL('./curation/catalog.json', import.meta.url), 'utf8'));
const queries = JSON.parse(readFileSync(new URL('./curation/queries.json', import.meta.url), 'utf8')).queries;
const MODEL = 'hashed-ngrams-256';
const BODY = `BEGIN RETURN api.mcp_success(jsonb_build_object('content', jsonb_build_array(api.mcp_text('ok'))), request.request_id); END;`;

/** The name a gateway would give a server's tool: <server slug>_<tool>, within the registry's 49 characters. */
export function serverSlug(pkg) {
  const last = pkg.split('/').pop();
  const slug = last.replace(/^(mcp-server-|server-)/, '').replace(/(-mcp-server|-mcp|-server)$/, '').replace(/^mcp-/, '');
  return (slug === 'mcp' || slug === '' ? pkg.split('/')[0].replace('@', '') : slug).replace(/[^a-zA-Z0-9]+/g, '-');
}

export function registryName(server, tool, taken) {
  let name = `${serverSlug(server)}_${tool}`.replace(/[^a-zA-Z0-9_.-]/g, '_').replace(/^[^a-zA-Z]+/, '').slice(0, 49);
  for (let n = 2; taken.has(name); n++) name = `${name.slice(0, 45)}_${n}`;
  taken.add(name);
  return name;
}

function uuidOf(text) {
  const hex = createHash('sha256').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function metadataOf(entry, name, copy = 0) {
  const { tool } = entry;
  const schema = tool.inputSchema && tool.inputSchema.type === 'object' ? tool.inputSchema : { type: 'object' };
  return {
    id: uuidOf(`${entry.server}/${tool.name}/${copy}`),
    type: 'tool',
    name,
    ...(tool.title ?? tool.annotations?.title ? { title: String(tool.title ?? tool.annotations.title) } : {}),
    description: String(tool.description ?? ''),
    requiresAuth: false,
    readOnly: tool.annotations?.readOnlyHint === true,
    tags: [serverSlug(entry.server)],
    inputSchema: schema,
  };
}

/**
 * Registers catalog entries, 200 to a transaction (thousands of savepoints in one transaction would overflow
 * PostgreSQL's subtransaction cache and slow every statement); a schema the registry refuses is replaced by its
 * property names and descriptions.
 */
async function registerTools(client, entries) {
  let simplified = 0;
  for (const [index, { metadata }] of entries.entries()) {
    if (index > 0 && index % 200 === 0) {
      await client.query('COMMIT');
      await client.query('BEGIN');
    }
    try {
      await client.query('SAVEPOINT t');
      await client.query('SELECT api.create_or_replace_mcp_handler($1::jsonb, $2)', [JSON.stringify(metadata), BODY]);
    } catch {
      await client.query('ROLLBACK TO SAVEPOINT t');
      const properties = Object.fromEntries(Object.entries(metadata.inputSchema.properties ?? {}).map(([k, v]) => [k, { description: String(v?.description ?? '') }]));
      await client.query('SELECT api.create_or_replace_mcp_handler($1::jsonb, $2)', [JSON.stringify({ ...metadata, inputSchema: { type: 'object', properties } }), BODY]);
      simplified++;
    }
  }
  return simplified;
}

async function embedPending(client, embedderUrl) {
  for (;;) {
    const { rows } = await client.query('SELECT handler_id::text AS id, source_hash, input FROM api.mcp_embeddings_pending($1, 256)', [MODEL]);
    if (rows.length === 0) return;
    const response = await fetch(`${embedderUrl}/embeddings`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ model: MODEL, input: rows.map((r) => r.input) }) });
    const { data } = await response.json();
    const items = rows.map((r, i) => ({ id: r.id, sourceHash: r.source_hash, embedding: data[i].embedding }));
    await client.query('SELECT api.mcp_embeddings_store($1, $2::jsonb)', [MODEL, JSON.stringify(items)]);
  }
}

/** One query's vector from the test embedder, as the gateway asks for it before find_tools searches. */
async function embedQuery(embedderUrl, text) {
  const response = await fetch(`${embedderUrl}/embeddings`, { method: 'POST', body: JSON.stringify({ model: MODEL, input: text }) });
  return (await response.json()).data[0].embedding;
}

/** BM25 baseline over the same text the SQL index reads: name words, title, description, tags, argument names and descriptions. */
function buildBm25(entries) {
  const engine = bm25();
  engine.defineConfig({ fldWeights: { text: 1 }, bm25Params: { k1: 1.2, b: 0.75 } });
  const prep = [nlp.string.lowerCase, nlp.string.removeExtraSpaces, nlp.string.tokenize0, nlp.tokens.removeWords, nlp.tokens.stem, nlp.tokens.propagateNegations];
  engine.definePrepTasks(prep);
  for (const { metadata } of entries) {
    const args = Object.entries(metadata.inputSchema.properties ?? {}).map(([k, v]) => `${k} ${v?.description ?? ''}`).join(' ');
    const words = metadata.name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_.-]+/g, ' ');
    engine.addDoc({ text: `${words} ${metadata.title ?? ''} ${metadata.tags.join(' ')} ${metadata.description} ${args}` }, metadata.name);
  }
  engine.consolidate(4);
  return (query) => engine.search(query, 50).map(([name]) => name);
}

function score(rankings) {
  let at1 = 0;
  let at5 = 0;
  let mrr = 0;
  for (const { ranked, expected } of rankings) {
    const position = ranked.findIndex((name) => expected.includes(name));
    if (position === 0) at1++;
    if (position >= 0 && position < 5) at5++;
    if (position >= 0) mrr += 1 / (position + 1);
  }
  const n = rankings.length;
  return { at1: at1 / n, at5: at5 / n, mrr: mrr / n };
}

const RANK_SQL = `SELECT r.name, r.lexical_rank, r.trigram_rank, r.vector_rank, r.score
  FROM (SELECT coalesce(array_agg(lexeme ORDER BY lexeme), '{}') AS lexemes, coalesce(array_agg(weight ORDER BY lexeme), '{}') AS weights
          FROM internal.search_terms(lower(btrim($1)), $4)) AS t
 CROSS JOIN LATERAL internal.search_rank($1, true, 'tool', NULL, NULL, $2::real[], $3, t.lexemes, t.weights, 5000) AS r`;

async function rankAll(client, query, vector, expansion) {
  const { rows } = await client.query(RANK_SQL, [query, vector, MODEL, expansion]);
  const by = (column) => rows.filter((r) => r[column] !== null).sort((a, b) => a[column] - b[column]).map((r) => r.name);
  return { lexical: by('lexical_rank'), trigram: by('trigram_rank'), vector: by('vector_rank'), fused: rows.map((r) => r.name) };
}

/** p50/p99 of api.mcp_search_tools over `texts`; with `vectors` (JSON text per query), as find_tools searches. */
async function latency(client, label, texts, vectors) {
  const times = [];
  for (let round = 0; round < 3; round++) {
    for (const [i, text] of texts.entries()) {
      const start = process.hrtime.bigint();
      await client.query('SELECT api.mcp_search_tools($1, 5, NULL, $2::jsonb)', [text, vectors?.[i] ?? null]);
      times.push(timeMs(start));
    }
  }
  return [label, `p50 ${percentile(times, 50).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms (${times.length} searches)`];
}

async function mcpPost(url, body) {
  const response = await fetch(`${url}/mcp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' },
    body: JSON.stringify(body),
  });
  return response.text();
}

async function listBytes(url, params = {}) {
  let bytes = 0;
  let cursor;
  let pages = 0;
  do {
    const text = await mcpPost(url, { jsonrpc: '2.0', id: 1, method: 'tools/list', params: cursor ? { ...params, cursor } : params });
    const result = JSON.parse(text).result;
    bytes += Buffer.byteLength(JSON.stringify(result.tools));
    cursor = result.nextCursor;
    pages++;
  } while (cursor && pages < 1000);
  return bytes;
}

/** recall@1, recall@5 and MRR of every ranking, and the fused misses. */
async function measureQuality(client, entries, byOriginal, embedderUrl, toolCount) {
  const missing = queries.flatMap((q) => q.expected.filter((e) => !byOriginal.has(e))).slice(0, 5);
  if (missing.length > 0) throw new Error(`queries.json names tools the catalog lacks: ${missing.join(', ')}`);
  const searchBm25 = buildBm25(entries);
  const results = { 'BM25 baseline (wink-bm25-text-search)': [], 'lexical, no expansion': [], lexical: [], trigram: [], vector: [], fused: [] };
  const misses = [];
  for (const q of queries) {
    const expected = q.expected.map((e) => byOriginal.get(e));
    const vector = await embedQuery(embedderUrl, q.query);
    const ranked = await rankAll(client, q.query, vector, 'wordnet');
    const plain = await rankAll(client, q.query, null, 'off');
    results['BM25 baseline (wink-bm25-text-search)'].push({ ranked: searchBm25(q.query), expected });
    results['lexical, no expansion'].push({ ranked: plain.lexical, expected });
    for (const method of ['lexical', 'trigram', 'vector', 'fused']) results[method].push({ ranked: ranked[method], expected });
    const position = ranked.fused.findIndex((n) => expected.includes(n));
    if (position < 0 || position >= 5) misses.push(`"${q.query}" → ${expected.join(' | ')} (fused rank ${position < 0 ? 'none' : position + 1}; top: ${ranked.fused.slice(0, 3).join(', ')})`);
  }
  const table = Object.entries(results).map(([method, rankings]) => {
    const s = score(rankings);
    return [method, `recall@1 ${s.at1.toFixed(2)}  recall@5 ${s.at5.toFixed(2)}  MRR ${s.mrr.toFixed(2)}`];
  });
  printTable(`curation: ranking quality, ${queries.length} queries over ${toolCount} tools (goal: fused recall@5 ≥ 0.9 and above BM25)`, table);
  printTable('curation: fused misses (not in the top 5)', misses.length ? misses.map((m, i) => [`${i + 1}`, m]) : [['none', '']]);
}

export async function benchCuration() {
  const server = await findServer();
  const name = `bench_cur_${randomBytes(3).toString('hex')}`;
  const root = await mkdtemp(join(tmpdir(), 'pgmi-bench-cur-'));
  const dir = join(root, 'app');
  const embedder = await startHashedEmbeddings();
  const target = databaseUrl(server.url, name);
  const client = new pg.Client({ connectionString: target });
  try {
    const p = catalog.provenance;
    printTable(`curation: catalog (${catalog.tools.length} tools from ${p.servers.length} public MCP servers, built ${p.built})`, [
      ...p.servers.map((s) => [`${s.package}@${s.version}`, `${s.tools} tools`]),
      ['left out (did not list without real credentials)', p.left_out.join(', ') || 'none'],
    ]);
    await run(process.execPath, [bin, 'init', dir, '--template', 'advanced', '--yes', '--no-git', '--name', 'bench']);
    await run(process.execPath, [bin, 'deploy', dir, '--connection', target, ...passwordArgs()], { maxBuffer: 64 * 1024 * 1024 });
    await client.connect();
    // The template's own tools (find_tools, the examples) stay: a real project has them beside the catalog.
    const taken = new Set((await client.query(`SELECT mcp_name FROM api.mcp_route`)).rows.map((r) => r.mcp_name));
    const entries = catalog.tools.map((entry) => ({ entry, metadata: metadataOf(entry, registryName(entry.server, entry.tool.name, taken)) }));
    let start = process.hrtime.bigint();
    await client.query('BEGIN');
    const simplified = await registerTools(client, entries);
    await client.query('COMMIT');
    const registerMs = timeMs(start);
    await client.query('ANALYZE'); // as autovacuum would soon after a deploy
    start = process.hrtime.bigint();
    await embedPending(client, embedder.url);
    const embedMs = timeMs(start);
    const toolCount = Number((await client.query(`SELECT count(*) FROM api.mcp_route WHERE mcp_type = 'tool'`)).rows[0].count);
    printTable('curation: registry', [
      ['tools registered (catalog + the template\'s own)', `${toolCount} (${simplified} schemas simplified to names and descriptions)`],
      ['registration, indexing included', `${(registerMs / 1000).toFixed(1)} s`],
      ['embedding every tool (hashed n-grams, local HTTP server)', `${(embedMs / 1000).toFixed(1)} s`],
    ]);

    const byOriginal = new Map(entries.map(({ entry, metadata }) => [`${entry.server}/${entry.tool.name}`, metadata.name]));
    await measureQuality(client, entries, byOriginal, embedder.url, toolCount);

    // Latency and size at 1,000 tools: the catalog copied under other names until there are 1,000. ------------
    const texts = queries.map((q) => q.query);
    const grow = async (total) => {
      const have = Number((await client.query(`SELECT count(*) FROM api.mcp_route WHERE mcp_type = 'tool'`)).rows[0].count);
      const extra = [];
      for (let copy = 1; have + extra.length < total; copy++) {
        for (const { entry } of entries) {
          if (have + extra.length >= total) break;
          extra.push({ metadata: metadataOf(entry, registryName('copy', `${copy}_${serverSlug(entry.server)}_${entry.tool.name}`, taken), copy) });
        }
      }
      await client.query('BEGIN');
      await registerTools(client, extra);
      await client.query('COMMIT');
      await client.query('ANALYZE');
      await embedPending(client, embedder.url);
    };
    await grow(1000);
    // find_tools also ranks by the query's vector (the gateway embeds the query and hands it over): the second line
    // is the same SQL with it, what the gateway's call waits for.
    const vectors = [];
    for (const text of texts) {
      vectors.push(JSON.stringify({ model: MODEL, embedding: await embedQuery(embedder.url, text) }));
    }
    const rows = [
      await latency(client, 'api.mcp_search_tools, 1,000 tools (SQL, pooled connection; words only)', texts),
      await latency(client, 'api.mcp_search_tools, 1,000 tools, with the query vector (the SQL find_tools runs)', texts, vectors),
    ];

    const gatewayUrl = new URL(target);
    gatewayUrl.username = `${name}_gateway`;
    gatewayUrl.password = DEV_PASSWORDS.gateway;
    await run('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: join(dir, 'gateway') });
    const gateway = await startProcess(join(dir, 'gateway'), ['dist/main.js'], {
      DATABASE_URL: gatewayUrl.toString(), PORT: '0', EMBEDDINGS_URL: embedder.url, EMBEDDINGS_MODEL: MODEL,
    });
    try {
      const times = [];
      for (let round = 0; round < 3; round++) {
        for (const text of texts) {
          const begin = process.hrtime.bigint();
          await mcpPost(gateway.url, { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'find_tools', arguments: { query: text } } });
          times.push(timeMs(begin));
        }
      }
      rows.push(['find_tools through the gateway, 1,000 tools (MCP over HTTP, query embedded; goal p50 < 20 ms)', `p50 ${percentile(times, 50).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms (${times.length} calls)`]);
      const curated = await listBytes(gateway.url, {});
      await client.query(`INSERT INTO internal.setting (key, value) VALUES ('mcp_curated_above', 'off') ON CONFLICT (key) DO UPDATE SET value = 'off'`);
      const everything = await listBytes(gateway.url, {});
      await client.query(`DELETE FROM internal.setting WHERE key = 'mcp_curated_above'`);
      printTable('curation: tools/list size at 1,000 tools (tokens at 4 bytes a token; goal curated ≤ 15% of full)', [
        ['full list, every page', `${everything} bytes, ${Math.round(everything / 4)} tokens`],
        ['curated list (pinned tools + find_tools)', `${curated} bytes, ${Math.round(curated / 4)} tokens`],
        ['curated ÷ full', `${((100 * curated) / everything).toFixed(2)}%`],
      ]);
    } finally {
      await gateway.stop();
    }
    if (process.env.BENCH_CURATION_10K !== '0') {
      await grow(10000);
      rows.push(await latency(client, 'api.mcp_search_tools, 10,000 tools (SQL, pooled connection)', texts));
    }
    printTable('curation: search latency', rows);
  } finally {
    await client.end().catch(() => undefined);
    await embedder.close();
    if (process.env.BENCH_CURATION_KEEP_DB === '1') process.stdout.write(`\nkept database ${target}\n`);
    else await dropScratch(server.url, name);
    await server.stop();
    await rm(root, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === 'quality') {
  const client = new pg.Client({ connectionString: process.argv[3] });
  await client.connect();
  const embedder = await startHashedEmbeddings();
  const taken = new Set();
  const entries = catalog.tools.map((entry) => ({ entry, metadata: metadataOf(entry, registryName(entry.server, entry.tool.name, taken)) }));
  const byOriginal = new Map(entries.map(({ entry, metadata }) => [`${entry.server}/${entry.tool.name}`, metadata.name]));
  const count = Number((await client.query(`SELECT count(*) FROM api.mcp_route WHERE mcp_type = 'tool'`)).rows[0].count);
  await measureQuality(client, entries, byOriginal, embedder.url, count);
  await embedder.close();
  await client.end();
}
