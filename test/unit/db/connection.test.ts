import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveConnection, parseConnectionString, describeTarget } from '../../../src/db/connection.js';
import { findPassword, lookupPgpass } from '../../../src/db/pgpass.js';
import { redact, scrubSecrets } from '../../../src/db/redact.js';

const env = (vars: Record<string, string>) => ({ HOME: '/nonexistent', USER: 'me', ...vars });

describe('connection precedence', () => {
  it('prefers --connection, then PGMI_CONNECTION_STRING, then DATABASE_URL', () => {
    const all = env({ PGMI_CONNECTION_STRING: 'postgresql://a@h1/db1', DATABASE_URL: 'postgresql://b@h2/db2', PGHOST: 'h3' });
    expect(resolveConnection({ connectionFlag: 'postgresql://c@h0/db0', env: all, config: {} })?.host).toBe('h0');
    expect(resolveConnection({ env: all, config: {} })).toMatchObject({ host: 'h1', source: 'PGMI_CONNECTION_STRING' });
    const noPgmi = { ...all, PGMI_CONNECTION_STRING: undefined };
    expect(resolveConnection({ env: noPgmi, config: {} })).toMatchObject({ host: 'h2', source: 'DATABASE_URL' });
  });

  it('uses PG* variables over pgmi.yaml, field by field', () => {
    const target = resolveConnection({ env: env({ PGHOST: 'pghost', PGUSER: 'pguser' }), config: { host: 'yamlhost', port: 6000, database: 'yamldb' } });
    expect(target).toMatchObject({ source: 'PG* environment', host: 'pghost', user: 'pguser', port: 6000, database: 'yamldb' });
  });

  it('returns undefined when nothing names a server (the embedded database applies)', () => {
    expect(resolveConnection({ env: env({}), config: { database: 'only_a_name' } })).toBeUndefined();
  });

  it('lets -d override the database of a connection string', () => {
    expect(resolveConnection({ connectionFlag: 'postgresql://u@h/db', databaseFlag: 'other', env: env({}), config: {} })?.database).toBe('other');
  });

  it('parses URIs and keyword/value strings', () => {
    expect(parseConnectionString('postgres://u:p%40ss@host:6432/my%20db?sslmode=require&application_name=x', '--connection', env({}))).toMatchObject({
      user: 'u',
      password: 'p@ss',
      host: 'host',
      port: 6432,
      database: 'my db',
      sslmode: 'require',
      applicationName: 'x',
    });
    expect(parseConnectionString("host=/var/run/postgresql dbname=app user=me password='a b'", '--connection', env({}))).toMatchObject({
      host: '/var/run/postgresql',
      database: 'app',
      password: 'a b',
    });
    expect(() => parseConnectionString('mysql://x', '--connection', env({}))).toThrow(/not a PostgreSQL connection string/);
    expect(() => parseConnectionString('postgresql://h/db?sslmode=sometimes', '--connection', env({}))).toThrow(/sslmode must be one of/);
  });

  it('reads connect_timeout as libpq does: 0 or less waits indefinitely, 1 counts as 2, anything else is refused', () => {
    const timeout = (query: string, vars: Record<string, string> = {}) => parseConnectionString(`postgresql://u@h/db${query}`, '--connection', env(vars)).connectTimeoutSeconds;
    expect(timeout('?connect_timeout=0')).toBe(0);
    expect(timeout('?connect_timeout=-5')).toBe(0);
    expect(timeout('?connect_timeout=1')).toBe(2);
    expect(timeout('?connect_timeout=30')).toBe(30);
    expect(timeout('')).toBe(10);
    expect(timeout('', { PGCONNECT_TIMEOUT: '0' })).toBe(0);
    expect(timeout('?connect_timeout=7', { PGCONNECT_TIMEOUT: '0' })).toBe(7);
    expect(parseConnectionString('host=h connect_timeout=0', '--connection', env({})).connectTimeoutSeconds).toBe(0);
    expect(resolveConnection({ env: env({ PGHOST: 'h', PGCONNECT_TIMEOUT: '0' }), config: {} })?.connectTimeoutSeconds).toBe(0);
    expect(() => timeout('?connect_timeout=soon')).toThrow(/connect_timeout must be a whole number of seconds.*"soon"/);
    expect(() => resolveConnection({ env: env({ PGHOST: 'h', PGCONNECT_TIMEOUT: '2.5' }), config: {} })).toThrow(/PGCONNECT_TIMEOUT: connect_timeout must be a whole number/);
  });

  it('never shows the password', () => {
    const target = parseConnectionString('postgresql://u:s3cret@h/db', '--connection', env({}));
    expect(describeTarget(target)).not.toContain('s3cret');
    expect(redact('failed for postgresql://u:s3cret@h/db and password=s3cret')).toBe('failed for postgresql://u:***@h/db and password=***');
    expect(scrubSecrets('oops s3cret', ['s3cret'])).toBe('oops ***');
  });
});

describe('pgpass', () => {
  it('finds the first matching line with wildcards and escapes', () => {
    const text = '# comment\nother:5432:*:me:nope\n*:5432:app:me:pa\\:ss\n*:*:*:*:fallback\n';
    expect(findPassword(text, { host: 'db', port: 5432, database: 'app', user: 'me' })).toBe('pa:ss');
    expect(findPassword(text, { host: 'db', port: 1, database: 'x', user: 'y' })).toBe('fallback');
  });

  it('matches a socket directory as localhost', () => {
    const text = 'localhost:5432:app:me:socket\n';
    expect(findPassword(text, { host: '/var/run/postgresql', port: 5432, database: 'app', user: 'me' })).toBe('socket');
  });

  it('reads PGPASSFILE when only its owner may read it, and warns and ignores it otherwise', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pgmi-pgpass-'));
    try {
      const file = join(dir, 'pgpass');
      writeFileSync(file, 'db:5432:app:me:secret\n', { mode: 0o600 });
      const lookup = { host: 'db', port: 5432, database: 'app', user: 'me' };
      const warnings: string[] = [];
      expect(lookupPgpass(lookup, { PGPASSFILE: file }, (m) => warnings.push(m))).toBe('secret');
      chmodSync(file, 0o644);
      expect(lookupPgpass(lookup, { PGPASSFILE: file }, (m) => warnings.push(m))).toBeUndefined();
      expect(warnings).toEqual([`password file ${file} has group or world access; permissions should be u=rw (0600) or less. It was ignored.`]);
      expect(lookupPgpass(lookup, { PGPASSFILE: join(dir, 'missing') })).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
