// The rendered error of every exit code pgmi has (src/errors.ts), as text on stderr and as the --json document on
// stdout, against test/golden/cli/errors/<code>-<name>.txt. Each is a real failure of the built CLI (exit 1, a bug
// by definition, is provoked in-process with an environment that cannot be read). Temporary paths, database
// names, ports, backend pids and durations are normalised.
import { PassThrough } from 'node:stream';
import { join } from 'node:path';
import { execa } from 'execa';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli.js';
import { EXIT_CODES } from '../../src/errors.js';
import { cleanEnv, PGMI_BIN, runPgmi } from '../support/cli.js';
import { expectGolden, normalise } from '../support/golden.js';
import { makeProject } from '../support/project.js';
import { freePort } from '../support/pg-server.js';
import { waitUntil } from '../support/poll.js';
import { removeDir } from '../support/temp-dir.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

let db: TestDatabase;
let project: string;
const dirs: string[] = [];

const BASE = {
  'pgmi.yaml': 'deploy:\n  order: [schema/, lib/]\n',
  'schema/001-tables.sql': '-- pgmi:once\nCREATE SCHEMA app;\nCREATE TABLE app.item (id int PRIMARY KEY, name text NOT NULL);\n',
  'lib/01-functions.sql': 'CREATE OR REPLACE FUNCTION app.item_count() RETURNS bigint LANGUAGE sql AS $$ SELECT count(*) FROM app.item $$;\n',
};

async function projectWith(extra: Record<string, string>): Promise<string> {
  const dir = await makeProject({ ...BASE, ...extra }, 'pgmi-golden');
  dirs.push(dir);
  return dir;
}

beforeAll(async () => {
  db = await createTestDatabase('golden_errors');
  project = await projectWith({});
});
afterAll(async () => {
  await db?.drop();
  for (const dir of dirs) await removeDir(dir);
});

interface Run {
  args: string[];
  exitCode: number;
  stdout: string;
  stderr: string;
}

function shown(args: readonly string[]): string {
  return ['pgmi', ...args].join(' ');
}

/** One golden file: the command, its exit code, stdout and stderr, for the text run and the --json run. */
function document(runs: Run[], replace: Record<string, string>): string {
  const text = runs
    .map((run) => [`$ ${shown(run.args)}`, `exit ${run.exitCode}`, '--- stdout', run.stdout.trimEnd(), '--- stderr', run.stderr.trimEnd(), ''].join('\n'))
    .join('\n');
  return normalise(text, {
    replace: { ...replace, [db.url]: '<url>', [db.name]: '<db>', [new URL(db.url).host]: '<server>' },
  })
    .replace(/backend \d+/g, 'backend <pid>')
    .replace(/"pid": \d+/g, '"pid": 0');
}

/** The command without and with --json, one after the other (two deploys at once would meet the deploy lock). */
async function both(args: string[]): Promise<Run[]> {
  const runs: Run[] = [];
  for (const run of [args, [...args, '--json']]) runs.push({ args: run, ...(await runPgmi(run)) });
  return runs;
}

function capture(): PassThrough & { text: () => string } {
  const stream = new PassThrough();
  let text = '';
  stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return Object.assign(stream, { text: () => text });
}

const cases = new Set<number>();
function golden(code: number, name: string, runs: Run[], replace: Record<string, string> = {}): void {
  for (const run of runs) expect(run.exitCode, `${shown(run.args)}\n${run.stderr}`).toBe(code);
  expect(JSON.parse(runs.find((run) => run.args.includes('--json'))?.stdout ?? 'null')).toMatchObject({ status: 'failed', exitCode: code });
  cases.add(code);
  expectGolden(`cli/errors/${code}-${name}.txt`, document(runs, replace));
}

describe('the rendered error of each exit code, as text and as --json', () => {
  it('1 unexpected: a bug notice, and still one JSON document', async () => {
    const unreadableEnv = new Proxy({} as NodeJS.ProcessEnv, {
      get: (_target, key) => {
        if (key === 'NO_COLOR' || key === 'CI' || key === 'TERM') return undefined;
        throw new TypeError(`environment variable ${String(key)} cannot be read`);
      },
    });
    const runs: Run[] = [];
    for (const args of [['deploy', project], ['deploy', project, '--json']]) {
      const stdout = capture();
      const stderr = capture();
      const argv = ['node', 'pgmi', ...args];
      const exitCode = await main(argv, { env: unreadableEnv, stdout, stderr, argv });
      runs.push({ args, exitCode, stdout: stdout.text(), stderr: stderr.text() });
    }
    process.exitCode = undefined;
    golden(EXIT_CODES.unexpected, 'unexpected', runs, { [project]: '<dir>' });
  }, 60_000);

  it('2 usage: an unknown flag, with the valid ones', async () => {
    golden(EXIT_CODES.usage, 'usage', await both(['deploy', project, '--colour']), { [project]: '<dir>' });
  });

  it('10 invalid project: a malformed pgmi.yaml, named with its line', async () => {
    const dir = await projectWith({ 'pgmi.yaml': 'deploy:\n  order: [schema/, lib/]\n  colour: blue\n' });
    golden(EXIT_CODES.project, 'invalid-project', await both(['deploy', dir, '--connection', db.url]), { [dir]: '<dir>' });
  });

  it('11 cannot connect: nothing listens on the port', async () => {
    const port = await freePort();
    const url = `postgresql://golden@127.0.0.1:${port}/golden`;
    golden(EXIT_CODES.connection, 'connection', await both(['deploy', project, '--connection', url]), { [project]: '<dir>', [String(port)]: '<port>' });
  });

  it('12 confirmation refused: --overwrite with nobody to confirm it', async () => {
    golden(EXIT_CODES.confirmationRefused, 'confirmation-refused', await both(['deploy', project, '--connection', db.url, '--overwrite']), { [project]: '<dir>' });
  });

  it('13 SQL failure: file:line:col, the line with a caret, SQLSTATE', async () => {
    const dir = await projectWith({ 'lib/02-broken.sql': '-- a comment\nCREATE OR REPLACE VIEW app.v AS\n  SELECT id, nmae FROM app.item;\n' });
    golden(EXIT_CODES.sqlFailure, 'sql-failure', await both(['deploy', dir, '--connection', db.url]), { [dir]: '<dir>' });
  });

  it('14 not found: an API key id the database does not hold', async () => {
    const keys = await createTestDatabase('golden_keys');
    try {
      // The two membership functions pgmi keys revoke calls, as the advanced template answers for an unknown id.
      await keys.query(`CREATE SCHEMA membership;
        CREATE FUNCTION membership.issue_api_key_for_email(text, text, text, timestamptz, text[]) RETURNS void LANGUAGE sql AS 'SELECT';
        CREATE FUNCTION membership.revoke_api_key_for_operator(p_key_id text) RETURNS boolean LANGUAGE plpgsql AS
          $$ BEGIN RAISE EXCEPTION 'no API key %', p_key_id USING ERRCODE = 'P0404'; END $$;`);
      const runs = await both(['keys', 'revoke', 'abcdef123456', '--project', project, '--connection', keys.url]);
      golden(EXIT_CODES.notFound, 'not-found', runs, { [project]: '<dir>', [keys.url]: '<url>', [keys.name]: '<db>', [new URL(keys.url).host]: '<server>' });
    } finally {
      await keys.drop();
    }
  });

  it('15 another deploy running: who holds the lock, and for how long', async () => {
    const holder = new pg.Client({ connectionString: db.url, application_name: 'golden-holder' });
    await holder.connect();
    try {
      await holder.query("SELECT pg_advisory_lock(hashtextextended('pgmi.deploy:' || current_database(), 0))");
      golden(EXIT_CODES.deployLocked, 'deploy-locked', await both(['deploy', project, '--connection', db.url]), { [project]: '<dir>' });
    } finally {
      await holder.end();
    }
  });

  it('16 timeout: cancelled and rolled back after --timeout', async () => {
    const dir = await projectWith({ 'lib/02-slow.sql': 'SELECT pg_sleep(30);\n' });
    const runs = await both(['deploy', dir, '--connection', db.url, '--timeout', '1s']);
    golden(EXIT_CODES.timeout, 'timeout', runs, { [dir]: '<dir>' });
  });

  it('130 interrupted: Ctrl-C cancels the running statement and rolls back', async () => {
    const dir = await projectWith({ 'lib/02-slow.sql': 'SELECT pg_sleep(60);\n' });
    const sleeping = async () =>
      (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND query LIKE '%SELECT pg_sleep(60)%' AND state = 'active' AND pid <> pg_backend_pid()")).rows[0]!.n > 0;
    const runs: Run[] = [];
    for (const args of [['deploy', dir, '--connection', db.url], ['deploy', dir, '--connection', db.url, '--json']]) {
      const child = execa('node', [PGMI_BIN, ...args], { env: cleanEnv(), extendEnv: false, reject: false });
      expect(await waitUntil(sleeping, 60_000), 'the deploy reached its pg_sleep').toBe(true);
      child.kill('SIGINT');
      const result = await child;
      expect(await waitUntil(async () => !(await sleeping()), 10_000), 'the statement was cancelled').toBe(true);
      runs.push({ args, exitCode: result.exitCode ?? -1, stdout: String(result.stdout), stderr: String(result.stderr) });
    }
    golden(EXIT_CODES.interrupted, 'interrupted', runs, { [dir]: '<dir>' });
  });

  it('has a golden file for every exit code but 0', () => {
    expect([...cases].sort((a, b) => a - b)).toEqual(Object.values(EXIT_CODES).filter((code) => code !== EXIT_CODES.ok));
  });
});
