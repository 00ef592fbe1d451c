// PgBouncer in front of the test server (transaction pooling unless asked for session pooling), from the system
// packages. findPgBouncer() returns undefined when it is not installed; pgbouncerMissing() says why.
import { execa, type ResultPromise } from 'execa';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../support/pg-server.js';

const CANDIDATES = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer'];

export function findPgBouncer(): string | undefined {
  return CANDIDATES.find((path) => existsSync(path));
}

/** Why PgBouncer tests cannot run here, or undefined (for skipWithout in test/support/required-tool.ts). */
export function pgbouncerMissing(): string | undefined {
  return findPgBouncer() ? undefined : 'pgbouncer is not installed (apt-get install pgbouncer; .ci/run does it)';
}

export interface PgBouncer {
  port: number;
  stop(): Promise<void>;
}

export interface PgBouncerUser {
  name: string;
  /** The user's password on the server (empty where the server trusts it); PgBouncer logs in with it. */
  password: string;
}

/** Serves `database` from `serverUrl`'s host and port for the listed users. Clients are trusted by PgBouncer; PgBouncer
 * logs in to the server with each user's password (the embedded test server asks for one, the machine's may not). */
export async function startPgBouncer(
  binary: string,
  serverUrl: string,
  database: string,
  users: PgBouncerUser[],
  options: { poolMode?: 'session' | 'transaction' } = {},
): Promise<PgBouncer> {
  const server = new URL(serverUrl);
  const dir = await mkdtemp(join(tmpdir(), 'pgmi-pgbouncer-'));
  await chmod(dir, 0o755);
  const port = await freePort();
  const quote = (text: string) => `"${text.replace(/"/g, '""')}"`;
  const userlist = users.map((user) => `${quote(user.name)} ${quote(user.password)}`).join('\n');
  await writeFile(join(dir, 'userlist.txt'), `${userlist}\n`, { mode: 0o600 });
  await writeFile(
    join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `${database} = host=${server.hostname} port=${server.port || 5432} dbname=${database}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      `unix_socket_dir = ${dir}`,
      'auth_type = trust',
      `auth_file = ${join(dir, 'userlist.txt')}`,
      `pool_mode = ${options.poolMode ?? 'transaction'}`,
      'default_pool_size = 4',
      'max_client_conn = 200',
      'ignore_startup_parameters = extra_float_digits',
      `logfile = ${join(dir, 'pgbouncer.log')}`,
      '',
    ].join('\n'),
  );
  const isRoot = process.getuid?.() === 0;
  if (isRoot) {
    const uid = Number((await execa('id', ['-u', 'postgres'])).stdout.trim());
    const gid = Number((await execa('id', ['-g', 'postgres'])).stdout.trim());
    for (const file of ['', 'userlist.txt', 'pgbouncer.ini']) await chown(join(dir, file), uid, gid);
  }
  // PgBouncer refuses to run as root; -u drops to the postgres user.
  const child: ResultPromise = execa(binary, [...(isRoot ? ['-u', 'postgres'] : []), join(dir, 'pgbouncer.ini')], { reject: false });
  await waitForPort(port, child);
  return {
    port,
    stop: async () => {
      child.kill('SIGINT');
      await child;
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function waitForPort(port: number, child: ResultPromise): Promise<void> {
  const { connect } = await import('node:net');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`pgbouncer exited: ${String((await child).stderr)}`);
    const isOpen = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (isOpen) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('pgbouncer did not open its port in 10 s');
}
