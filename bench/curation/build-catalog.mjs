// Builds the tool catalog the curation bench ranks: installs each MCP server of servers.json from the npm registry
// (exact version, no install scripts) into a cache folder outside the project's dependencies, starts it over stdio,
// and lists its tools with the MCP SDK client. Writes catalog.json: every tool as its server published it, with the
// package and version it came from. Servers that do not start or list are reported and left out.
// Run: node bench/curation/build-catalog.mjs [--cache DIR]   (the bench itself reads catalog.json and runs offline)
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir, homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

const run = promisify(execFile);
const here = dirname(fileURLToPath(import.meta.url));
const cacheFlag = process.argv.indexOf('--cache');
const cache = cacheFlag > 0 ? process.argv[cacheFlag + 1] : join(homedir(), '.cache', 'pgmi-bench', 'mcp-servers');
const { servers } = JSON.parse(readFileSync(join(here, 'servers.json'), 'utf8'));
const scratch = mkdtempSync(join(tmpdir(), 'pgmi-curation-'));

async function install(server) {
  const dir = join(cache, `${server.package.replace(/[@/]/g, '_')}@${server.version}`);
  const manifest = join(dir, 'node_modules', server.package, 'package.json');
  if (!existsSync(manifest)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'package.json'), '{"private": true}');
    await run('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--prefix', dir, `${server.package}@${server.version}`], { timeout: 600_000 });
  }
  const pkg = JSON.parse(readFileSync(manifest, 'utf8'));
  const bin = typeof pkg.bin === 'string' ? pkg.bin : Object.values(pkg.bin ?? {})[0];
  if (!bin) throw new Error('the package has no bin');
  return { script: join(dir, 'node_modules', server.package, bin), version: pkg.version };
}

async function listTools(server, script) {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [script, ...(server.args ?? []).map((a) => a.replace('{tmp}', scratch))],
    env: { PATH: process.env.PATH, HOME: scratch, ...(server.env ?? {}) },
    stderr: 'ignore',
    cwd: scratch,
  });
  const client = new Client({ name: 'pgmi-curation-bench', version: '1' });
  const timer = setTimeout(() => void transport.close(), 60_000);
  try {
    await client.connect(transport);
    const tools = [];
    let cursor;
    do {
      const page = await client.listTools(cursor ? { cursor } : {});
      tools.push(...page.tools);
      cursor = page.nextCursor;
    } while (cursor);
    return tools;
  } finally {
    clearTimeout(timer);
    await client.close().catch(() => undefined);
  }
}

const results = [];
const queue = [...servers];
async function worker() {
  for (let server = queue.shift(); server; server = queue.shift()) {
    try {
      const { script, version } = await install(server);
      const tools = await listTools(server, script);
      results.push({ package: server.package, version, tools });
      console.log(`${server.package}@${version}: ${tools.length} tools`);
    } catch (error) {
      console.log(`${server.package}@${server.version}: left out (${String(error?.message ?? error).split('\n')[0].slice(0, 160)})`);
    }
  }
}
await Promise.all([worker(), worker(), worker()]);
results.sort((a, b) => a.package.localeCompare(b.package));
const seen = new Set();
const catalog = [];
for (const { package: pkg, version, tools } of results) {
  for (const tool of tools) {
    // Tool names repeat across servers (search, list_issues …): the catalog keys them by server, as a gateway would.
    const prefix = pkg.replace(/^@/, '').replace(/[/@.]/g, '-');
    let name = `${prefix}__${tool.name}`.slice(0, 120);
    while (seen.has(name)) name += '_';
    seen.add(name);
    catalog.push({ server: pkg, name, tool });
  }
}
const out = {
  provenance: {
    built: new Date().toISOString().slice(0, 10),
    how: 'node bench/curation/build-catalog.mjs: npm install --ignore-scripts of each package, then tools/list over stdio with @modelcontextprotocol/sdk',
    servers: results.map((r) => ({ package: r.package, version: r.version, tools: r.tools.length })),
    left_out: servers.filter((s) => !results.some((r) => r.package === s.package)).map((s) => `${s.package}@${s.version}`),
  },
  tools: catalog,
};
writeFileSync(join(here, 'catalog.json'), JSON.stringify(out, null, 1) + '\n');
console.log(`${catalog.length} tools from ${results.length} servers → bench/curation/catalog.json`);
process.exit(0);
