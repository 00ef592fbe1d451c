// No published secrets: the advanced template's login passwords are never written in pgmi.yaml; a server named
// by a connection gets only the passwords the operator gives; the embedded development server gets generated ones.
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:net';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execa } from 'execa';
import pg from 'pg';
import { runPgmi } from '../support/cli.js';
import { adminQuery, createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { makeTempDir, removeDir } from '../support/temp-dir.js';
import { makeProject } from '../support/project.js';
import { freePort } from '../support/pg-server.js';
import { roleHasPassword } from '../support/role-password.js';
import { parseDotenv } from '../../src/project/dotenv.js';
import { startEmbedded } from '../../src/db/embedded.js';
import { createReporter } from '../../src/output/reporter.js';

const KINDS = ['gateway', 'admin', 'customer'] as const;

let work: string;
let project: string;
let db: TestDatabase;

beforeAll(async () => {
  work = await makeTempDir('pgmi-secrets');
  project = join(work, 'shop');
  const init = await runPgmi(['init', project, '--template', 'advanced', '--yes', '--no-git', '--name', 'shop']);
  expect(init.exitCode, init.stderr).toBe(0);
  db = await createTestDatabase('secrets', { create: false });
});
afterAll(async () => {
  await db?.drop();
  await removeDir(work);
});

/** A TCP port that counts the connections made to it (and answers none). */
async function listeningCounter(): Promise<{ port: number; count: () => number; close: () => Promise<void> }> {
  let connections = 0;
  const server: Server = createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, count: () => connections, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

function secretsOf(dir: string): Record<string, string> {
  return parseDotenv(readFileSync(join(dir, '.pgmi', 'dev-secrets.env'), 'utf8'), 'dev-secrets.env');
}

describe('a server named by a connection gets only the passwords the operator gives', () => {
  it('the rendered pgmi.yaml publishes no password value', () => {
    const yaml = readFileSync(join(project, 'pgmi.yaml'), 'utf8');
    expect(yaml).toMatch(/^ {2}gateway_password: ~$/m);
    expect(yaml).not.toMatch(/password: (?!~)\S/);
    expect(yaml).not.toContain('env_defaults');
  });

  it('a plain deploy exits 10 before connecting, naming the three passwords and the ways to give them', async () => {
    const counter = await listeningCounter();
    try {
      const result = await runPgmi(['deploy', project, '--connection', `postgresql://deployer@127.0.0.1:${counter.port}/shop`]);
      expect(result.exitCode).toBe(10);
      for (const kind of KINDS) expect(result.stderr).toContain(`parameter "${kind}_password" is declared without a value and none was given`);
      expect(result.stderr).toContain('--params-file FILE');
      expect(result.stderr).toContain('--param gateway_password=…');
      expect(result.stderr).toContain('.env.example lists them');
      const json = await runPgmi(['deploy', project, '--connection', `postgresql://deployer@127.0.0.1:${counter.port}/shop`, '--json']);
      expect(json.exitCode).toBe(10);
      const doc = JSON.parse(json.stdout) as { status: string; error: { code: string; problems: Array<{ message: string }> } };
      expect(doc.status).toBe('failed');
      expect(doc.error.problems.map((p) => p.message).join('\n')).toContain('customer_password');
      expect(counter.count()).toBe(0);
    } finally {
      await counter.close();
    }
    // An unfilled copy of .env.example is refused the same way.
    const unfilled = await runPgmi(['deploy', project, '--connection', 'postgresql://nobody@127.0.0.1:1/x', '--params-file', join(project, '.env.example')]);
    expect(unfilled.exitCode).toBe(10);
    expect(unfilled.stderr).toContain('parameter "gateway_password" is declared without a value');
    // env: dev written in pgmi.yaml is not an explicit choice either: pgmi test refuses the same way.
    const test = await runPgmi(['test', project, '--connection', db.url]);
    expect(test.exitCode).toBe(10);
    expect(test.stderr).toContain('parameter "admin_password"');
  });

  it('sets the passwords of a filled-in copy of .env.example (dotenv comments, quotes), and the roles log in with them', async () => {
    const file = join(project, '.env.deploy');
    const example = readFileSync(join(project, '.env.example'), 'utf8');
    const filled = example
      .replace(/^gateway_password=/m, 'gateway_password=gw-s3cret')
      .replace(/^admin_password=/m, 'admin_password="adm #1 s3cret"')
      .replace(/^customer_password=/m, "customer_password='cust s3cret'");
    expect(filled).toMatch(/^gateway_password=gw-s3cret +# the gateway's login: DATABASE_URL=postgresql:\/\/shop_gateway:<this>@/m);
    await writeFile(file, filled);
    const result = await runPgmi(['deploy', project, '--connection', db.url, '--params-file', file], { timeoutMs: 240_000 });
    expect(result.exitCode, result.stderr).toBe(0);
    expect(result.stderr).not.toContain('written in pgmi.yaml');
    const expected = { gateway: 'gw-s3cret', admin: 'adm #1 s3cret', customer: 'cust s3cret' };
    for (const kind of KINDS) {
      expect(await roleHasPassword(db.serverUrl, `${db.name}_${kind}`, expected[kind]), kind).toBe(true);
    }
    expect(await roleHasPassword(db.serverUrl, `${db.name}_gateway`, (/^gateway_password=(.*)$/m.exec(filled) as RegExpExecArray)[1] as string)).toBe(false);
    for (const kind of KINDS) {
      const url = new URL(db.url);
      url.username = `${db.name}_${kind}`;
      url.password = expected[kind];
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        expect((await client.query('SELECT current_user AS u')).rows[0]).toEqual({ u: `${db.name}_${kind}` });
      } finally {
        await client.end();
      }
    }
    expect(existsSync(join(project, '.pgmi', 'dev-secrets.env'))).toBe(false);
  });

  it('.env.example names the roles the deploy creates, and its password recipe is safe in the DATABASE_URL it shows', async () => {
    // A project named like its database, so the example's database (the name the template derives) is the real one.
    const target = await createTestDatabase('env-names', { create: false });
    const dir = join(work, 'named');
    try {
      expect((await runPgmi(['init', dir, '--template', 'advanced', '--yes', '--no-git', '--name', target.name])).exitCode).toBe(0);
      const example = readFileSync(join(dir, '.env.example'), 'utf8');
      expect(example).toContain('openssl rand -hex 24');
      const named = [...new Set([...example.matchAll(new RegExp(`\\b${target.name}_(owner|api|gateway|admin|customer)\\b`, 'g'))].map((m) => m[1] as string))].sort();
      expect(named).toEqual(['admin', 'api', 'customer', 'gateway', 'owner']);
      // Values as the recipe makes them (48 hex digits).
      const passwords = Object.fromEntries(KINDS.map((kind) => [kind, randomBytes(24).toString('hex')])) as Record<(typeof KINDS)[number], string>;
      let filled = example;
      for (const kind of KINDS) filled = filled.replace(new RegExp(`^${kind}_password=`, 'm'), `${kind}_password=${passwords[kind]}`);
      await writeFile(join(dir, '.env.deploy'), filled);
      const result = await runPgmi(['deploy', dir, '--connection', target.url, '--params-file', join(dir, '.env.deploy')], { timeoutMs: 240_000 });
      expect(result.exitCode, result.stderr).toBe(0);
      const { rows } = await adminQuery(target.serverUrl, 'SELECT rolname, rolcanlogin FROM pg_roles WHERE rolname LIKE $1 ORDER BY rolname', [`${target.name}\\_%`]);
      expect(rows).toEqual(
        ['admin', 'api', 'customer', 'gateway', 'owner'].map((kind) => ({ rolname: `${target.name}_${kind}`, rolcanlogin: ['admin', 'customer', 'gateway'].includes(kind) })),
      );
      // The DATABASE_URL the comment shows, with the password put in as it is and the example host replaced.
      const shown = (/DATABASE_URL=(\S+)/.exec(example) as RegExpExecArray)[1] as string;
      const server = new URL(target.url);
      const databaseUrl = shown.replace('<this>', passwords.gateway).replace('db.example.com', server.host);
      expect(new URL(databaseUrl).password).toBe(passwords.gateway);
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        expect((await client.query('SELECT current_user AS u')).rows[0]).toEqual({ u: `${target.name}_gateway` });
      } finally {
        await client.end();
      }
      expect(await roleHasPassword(target.serverUrl, `${target.name}_gateway`, passwords.gateway)).toBe(true);
    } finally {
      await target.drop();
      await removeDir(dir);
    }
  });

  it('a params file with a bad line exits 10 naming its file and line, before connecting', async () => {
    const file = join(work, 'bad.env');
    await writeFile(file, 'env=prod\nadmin_password=abc#123\n');
    const result = await runPgmi(['deploy', project, '--connection', 'postgresql://nobody@127.0.0.1:1/x', '--params-file', file]);
    expect(result.exitCode).toBe(10);
    expect(result.stderr).toContain(`${file}:2: "#" starts a comment`);
    expect(result.stderr).not.toContain('abc#123');
  });

  it('env=dev passed explicitly generates development passwords into .pgmi/ and says so loudly', async () => {
    const result = await runPgmi(['deploy', project, '--connection', db.url, '--param', 'env=dev'], { timeoutMs: 240_000 });
    expect(result.exitCode, result.stderr).toBe(0);
    expect(result.stderr).toContain('env=dev was given, so gateway_password, admin_password, customer_password get development values from .pgmi/dev-secrets.env');
    const secrets = secretsOf(project);
    for (const kind of KINDS) {
      const value = secrets[`${kind}_password`] as string;
      expect(value).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(result.stderr + result.stdout).not.toContain(value);
      expect(await roleHasPassword(db.serverUrl, `${db.name}_${kind}`, value), kind).toBe(true);
    }
    expect(statSync(join(project, '.pgmi', 'dev-secrets.env')).mode & 0o777).toBe(0o600);
  });

  it('warns, on stderr and in --json warnings, when a password comes from pgmi.yaml', async () => {
    const target = await createTestDatabase('secrets-warn', { create: false });
    const dir = await makeProject({
      'pgmi.yaml': 'params:\n  env: prod\n  app_password: ~\n  api_key_prefix: shop\nenv_defaults:\n  prod:\n    app_password: published-in-yaml\n',
      'lib/01-noop.sql': "SELECT current_setting('pgmi.app_password');\n",
    });
    try {
      const plain = await runPgmi(['deploy', dir, '--connection', target.url, '--dry-run']);
      expect(plain.exitCode, plain.stderr).toBe(0);
      expect(plain.stderr).toContain('parameter app_password is set from a value written in pgmi.yaml (env_defaults.prod.app_password)');
      expect(plain.stderr).not.toContain('api_key_prefix is set');
      const json = await runPgmi(['deploy', dir, '--connection', target.url, '--json']);
      expect(json.exitCode, json.stderr).toBe(0);
      const doc = JSON.parse(json.stdout) as { warnings: string[] };
      expect(doc.warnings.join('\n')).toContain('app_password is set from a value written in pgmi.yaml');
      expect(json.stdout + json.stderr + plain.stderr).not.toContain('published-in-yaml');
    } finally {
      await target.drop();
      await removeDir(dir);
    }
  });
});

describe('the embedded development server', () => {
  it('gets generated passwords with no flags: kept in .pgmi/ (0600, git-ignored), never in pgmi.yaml, stable across runs', async () => {
    const root = await makeTempDir('pgmi-secrets-emb');
    const dir = join(root, 'emb');
    let dataDir: string | undefined;
    try {
      expect((await runPgmi(['init', dir, '--template', 'advanced', '--yes', '--no-git', '--name', 'emb'])).exitCode).toBe(0);
      const first = await runPgmi(['deploy'], { cwd: dir, timeoutMs: 300_000 });
      expect(first.exitCode, first.stderr).toBe(0);
      expect(first.stderr).toContain('Deployed emb (embedded)');
      expect(first.stderr).toContain('Generated development values for gateway_password, admin_password, customer_password in .pgmi/dev-secrets.env');
      expect(first.stderr).not.toContain('written in pgmi.yaml');
      dataDir = (JSON.parse(readFileSync(join(dir, '.pgmi', 'embedded.json'), 'utf8')) as { dataDir: string }).dataDir;
      const secretsFile = join(dir, '.pgmi', 'dev-secrets.env');
      const text = readFileSync(secretsFile, 'utf8');
      const secrets = secretsOf(dir);
      expect(Object.keys(secrets).sort()).toEqual(['admin_password', 'customer_password', 'gateway_password']);
      expect(statSync(secretsFile).mode & 0o777).toBe(0o600);
      const yaml = readFileSync(join(dir, 'pgmi.yaml'), 'utf8');
      for (const value of Object.values(secrets)) {
        expect(yaml).not.toContain(value);
        expect(first.stderr + first.stdout).not.toContain(value);
      }
      await execa('git', ['init', '--quiet'], { cwd: dir });
      expect((await execa('git', ['check-ignore', '-q', '.pgmi/dev-secrets.env'], { cwd: dir, reject: false })).exitCode).toBe(0);

      const again = await runPgmi(['deploy'], { cwd: dir, timeoutMs: 300_000 });
      expect(again.exitCode, again.stderr).toBe(0);
      expect(again.stderr).toContain('is up to date');
      expect(again.stderr).not.toContain('Generated development values');
      expect(readFileSync(secretsFile, 'utf8')).toBe(text);

      // The roles carry those passwords: log in as the gateway role on the embedded server.
      const server = await startEmbedded(dir, createReporter({ mode: 'quiet', stream: process.stderr, verbose: false, color: false }));
      try {
        const admin = server.target('emb');
        const superUrl = `postgresql://${admin.user}:${encodeURIComponent(admin.password ?? '')}@127.0.0.1:${server.port}/postgres`;
        for (const kind of KINDS) expect(await roleHasPassword(superUrl, `emb_${kind}`, secrets[`${kind}_password`] as string), kind).toBe(true);
        const client = new pg.Client({ host: '127.0.0.1', port: server.port, user: 'emb_gateway', password: secrets.gateway_password, database: 'emb' });
        await client.connect();
        expect((await client.query('SELECT current_user AS u')).rows[0]).toEqual({ u: 'emb_gateway' });
        await client.end();
      } finally {
        await server.stop();
      }
    } finally {
      await removeDir(root);
      if (dataDir) await removeDir(dataDir);
    }
  });
});
