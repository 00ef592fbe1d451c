// `pgmi dev` tells the truth about its gateway: a taken port ends it before the banner (exit 1, naming the port
// and --port); the health check accepts only the gateway this run started (a per-run token it echoes), never
// another server on the port; a gateway that exits during its start is reported.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPgmi } from '../support/cli.js';
import { makeTempDir, removeDir } from '../support/temp-dir.js';
import { freePort } from '../support/pg-server.js';
import { startGateway } from '../../src/dev/gateway-process.js';

let root: string;
let project: string;
const servers: Server[] = [];

/** Another program on the port, answering /health like any web server would. */
async function occupy(port: number): Promise<void> {
  const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}'));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  servers.push(server);
}

/**
 * A gateway folder whose src/main.ts is plain JavaScript run through a stand-in `tsx` (a loader that reads
 * .ts files as modules): enough to be started as pgmi dev starts the real one.
 */
function fakeGateway(name: string, main: string): string {
  const dir = join(root, name);
  mkdirSync(join(dir, 'src'), { recursive: true });
  mkdirSync(join(dir, 'node_modules', 'tsx'), { recursive: true });
  writeFileSync(join(dir, 'node_modules', 'tsx', 'package.json'), JSON.stringify({ name: 'tsx', type: 'module', exports: './register.js' }));
  writeFileSync(join(dir, 'node_modules', 'tsx', 'register.js'), "import { register } from 'node:module';\nregister('./hooks.js', import.meta.url);\n");
  writeFileSync(
    join(dir, 'node_modules', 'tsx', 'hooks.js'),
    "export async function load(url, context, next) {\n  if (url.endsWith('.ts')) return { ...(await next(url, { ...context, format: 'module' })), format: 'module' };\n  return next(url, context);\n}\n",
  );
  writeFileSync(join(dir, 'src', 'main.ts'), main);
  return dir;
}

const ECHOING_GATEWAY = `import { createServer } from 'node:http';
createServer((req, res) => res.writeHead(200, { 'x-pgmi-dev-run': process.env.PGMI_DEV_RUN ?? '' }).end('{}')).listen(Number(process.env.PORT), process.env.HOST);
process.on('SIGTERM', () => process.exit(0));
`;

beforeAll(async () => {
  root = await makeTempDir('pgmi-dev-truth');
  project = join(root, 'demo');
  expect((await runPgmi(['init', project, '--template', 'advanced', '--yes', '--no-git'])).exitCode).toBe(0);
}, 120_000);

afterAll(async () => {
  for (const server of servers) await new Promise((resolve) => server.close(resolve));
  if (root) await removeDir(root);
});

const input = (gatewayDir: string, port: number, lines: string[]) => ({
  gatewayDir,
  databaseUrl: 'postgresql://unused@127.0.0.1:1/unused',
  host: '127.0.0.1',
  port,
  env: {},
  onOutput: (line: string) => lines.push(line),
});

describe('pgmi dev and its gateway', { timeout: 120_000 }, () => {
  it('a taken port: no banner, exit 1 at once, naming the port and --port', async () => {
    const port = await freePort();
    await occupy(port);
    const result = await runPgmi(['dev', project, '--port', String(port), '--connection', 'postgresql://127.0.0.1:1/never']);
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(`port ${port} on 127.0.0.1 is already in use`);
    expect(result.stderr).toContain('pgmi dev --port N');
    // It stopped before connecting anywhere: the connection named above is never tried.
    expect(result.stderr).not.toMatch(/cannot connect|ECONNREFUSED/i);
  });

  it('accepts the gateway it started: /health echoes this run\'s token', async () => {
    const port = await freePort();
    const lines: string[] = [];
    const gateway = await startGateway(input(fakeGateway('echoing', ECHOING_GATEWAY), port, lines));
    expect(gateway.url).toBe(`http://127.0.0.1:${port}`);
    await gateway.stop();
  });

  it('refuses another server answering /health on the port (no token), instead of announcing it', async () => {
    const port = await freePort();
    await occupy(port);
    // This gateway cannot listen (the port is taken) but stays alive, as one under a watcher would.
    const stuck = fakeGateway('stuck', `import { createServer } from 'node:http';
createServer().on('error', (e) => console.error('gateway failed to start: ' + e.message)).listen(Number(process.env.PORT), process.env.HOST);
setInterval(() => undefined, 1000);
process.on('SIGTERM', () => process.exit(0));
`);
    await expect(startGateway(input(stuck, port, []))).rejects.toThrow(`another server answers on http://127.0.0.1:${port}, not the gateway pgmi dev started`);
  });

  it('reports a gateway that exits during its start', async () => {
    const port = await freePort();
    const lines: string[] = [];
    await expect(startGateway(input(fakeGateway('crashing', "console.error('boom');\nprocess.exit(3);\n"), port, lines))).rejects.toThrow('the gateway exited during start (exit code 3)');
    expect(lines).toContain('boom');
  });
});
