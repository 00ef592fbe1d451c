// A PostgreSQL server of the test's own (initdb + pg_ctl from the system packages), for tests that stop and
// restart it. The machine's shared server is never touched. Running as root, the server runs as the
// postgres OS user. Returns undefined (with the reason) when the binaries are not there.
import { execa } from 'execa';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../support/pg-server.js';

const BIN = '/usr/lib/postgresql/15/bin';

export interface PrivatePostgres {
  port: number;
  /** Superuser URL for a database on this server. */
  url(database: string): string;
  start(): Promise<void>;
  stop(): Promise<void>;
  destroy(): Promise<void>;
}

export function privatePostgresUnavailableReason(): string | undefined {
  if (!existsSync(join(BIN, 'initdb')) || !existsSync(join(BIN, 'pg_ctl'))) return `no PostgreSQL binaries in ${BIN}`;
  return undefined;
}

export async function createPrivatePostgres(): Promise<PrivatePostgres> {
  const root = await mkdtemp(join(tmpdir(), 'pgmi-private-pg-'));
  await chmod(root, 0o755);
  const data = join(root, 'data');
  const port = await freePort();
  const isRoot = process.getuid?.() === 0;
  const owner = isRoot ? await postgresIds() : undefined;
  if (owner) await chown(root, owner.uid, owner.gid);
  const run = (file: string, args: string[]) =>
    isRoot ? execa('runuser', ['-u', 'postgres', '--', join(BIN, file), ...args]) : execa(join(BIN, file), args);
  await run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const server: PrivatePostgres = {
    port,
    url: (database) => `postgresql://postgres@127.0.0.1:${port}/${database}`,
    start: async () => {
      await run('pg_ctl', ['-D', data, '-o', options, '-l', join(root, 'server.log'), '-w', 'start']);
    },
    stop: async () => {
      await run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    },
    destroy: async () => {
      await run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined); // may already be down
      await rm(root, { recursive: true, force: true });
    },
  };
  await server.start();
  return server;
}

async function postgresIds(): Promise<{ uid: number; gid: number }> {
  const uid = Number((await execa('id', ['-u', 'postgres'])).stdout.trim());
  const gid = Number((await execa('id', ['-g', 'postgres'])).stdout.trim());
  return { uid, gid };
}
