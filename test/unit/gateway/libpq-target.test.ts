// The gateway reads sslmode as libpq does (and as the pgmi CLI does), not as node-postgres does: require encrypts
// without verifying, prefer falls back to plain, verify-ca checks the chain but not the host, verify-full both.
import { describe, expect, it } from 'vitest';
import { isSslNegotiationFailure, LibpqTarget, parseLibpqUrl, type ParsedTarget } from '../../../templates/advanced/gateway/src/db/libpq-target.js';
import { testConfig } from './request-fixture.js';
import { ConfigError, loadConfig } from '../../../templates/advanced/gateway/src/config.js';

const files: Record<string, string> = { '/certs/root.crt': 'ROOT', '/certs/client.crt': 'CLIENT', '/certs/client.key': 'KEY' };
const readFile = (path: string): string => {
  const content = files[path];
  if (content === undefined) throw Object.assign(new Error('missing'), { code: 'ENOENT' });
  return content;
};

function parse(url: string, env: NodeJS.ProcessEnv = {}): ParsedTarget {
  const parsed = parseLibpqUrl('DATABASE_URL', url, env, readFile);
  if ('problems' in parsed) throw new Error(parsed.problems.join('; '));
  return parsed;
}

const BASE = 'postgresql://gw:secret@db.example.com:5432/app';

describe('libpq sslmode in the gateway', () => {
  it('reads each sslmode with libpq\'s meaning', () => {
    expect(parse(`${BASE}?sslmode=disable`).attempts).toEqual([false]);
    expect(parse(`${BASE}?sslmode=allow`).attempts).toEqual([false, { rejectUnauthorized: false }]);
    expect(parse(`${BASE}?sslmode=prefer`).attempts).toEqual([{ rejectUnauthorized: false }, false]);
    expect(parse(`${BASE}?sslmode=require`).attempts).toEqual([{ rejectUnauthorized: false }]);
    const verifyCa = parse(`${BASE}?sslmode=verify-ca&sslrootcert=/certs/root.crt`).attempts[0] as { ca: string; rejectUnauthorized: boolean; checkServerIdentity?: () => undefined };
    expect(verifyCa).toMatchObject({ ca: 'ROOT', rejectUnauthorized: true });
    expect(verifyCa.checkServerIdentity?.()).toBeUndefined();
    const verifyFull = parse(`${BASE}?sslmode=verify-full&sslrootcert=/certs/root.crt`).attempts[0] as Record<string, unknown>;
    expect(verifyFull).toEqual({ ca: 'ROOT', rejectUnauthorized: true });
  });

  it('defaults to prefer (libpq\'s default), and never uses TLS over a Unix socket', () => {
    expect(parse(BASE).settings.mode).toBe('prefer');
    expect(parse(BASE).attempts).toEqual([{ rejectUnauthorized: false }, false]);
    expect(parse('postgresql://gw@%2Fvar%2Frun%2Fpostgresql/app').attempts).toEqual([false]);
  });

  it('treats require with a root certificate as verify-ca, as libpq does', () => {
    const attempt = parse(`${BASE}?sslmode=require&sslrootcert=/certs/root.crt`).attempts[0] as Record<string, unknown>;
    expect(attempt).toMatchObject({ ca: 'ROOT', rejectUnauthorized: true });
    expect(typeof attempt.checkServerIdentity).toBe('function');
  });

  it('uses the system roots for sslrootcert=system, and presents a client certificate', () => {
    expect(parse(`${BASE}?sslmode=verify-full&sslrootcert=system`).attempts).toEqual([{ rejectUnauthorized: true }]);
    expect(parse(`${BASE}?sslmode=require&sslcert=/certs/client.crt&sslkey=/certs/client.key`).attempts).toEqual([
      { rejectUnauthorized: false, cert: 'CLIENT', key: 'KEY' },
    ]);
  });

  it('takes the SSL parameters out of the URL given to node-postgres, and fills gaps from PGSSL* variables', () => {
    const parsed = parse(`${BASE}?sslmode=require&application_name=x`);
    expect(new URL(parsed.connectionString).searchParams.has('sslmode')).toBe(false);
    expect(new URL(parsed.connectionString).searchParams.get('application_name')).toBe('x');
    expect(parse(BASE, { PGSSLMODE: 'disable' }).attempts).toEqual([false]);
    expect(parse(`${BASE}?sslmode=require`, { PGSSLMODE: 'disable' }).settings.mode).toBe('require');
    expect(parse(`${BASE}?sslmode=verify-full`, { PGSSLROOTCERT: '/certs/root.crt' }).attempts[0]).toMatchObject({ ca: 'ROOT' });
  });

  it('reports bad values, missing certificates and node-postgres\'s own switches, naming the variable and never the URL', () => {
    const problems = (url: string) => {
      const parsed = parseLibpqUrl('DATABASE_URL', url, {}, readFile);
      return 'problems' in parsed ? parsed.problems : [];
    };
    expect(problems(`${BASE}?sslmode=sometimes`)).toEqual(['DATABASE_URL: sslmode must be one of disable, allow, prefer, require, verify-ca, verify-full, got "sometimes"']);
    expect(problems(`${BASE}?sslmode=verify-ca&sslrootcert=/certs/missing.crt`)[0]).toContain('cannot read sslrootcert /certs/missing.crt');
    expect(problems(`${BASE}?ssl=true`)[0]).toContain('"ssl" is node-postgres\'s own parameter');
    expect(problems(`${BASE}?sslmode=sometimes`).join(' ')).not.toContain('secret');
    expect(() => loadConfig({ DATABASE_URL: `${BASE}?sslmode=verify-full&sslrootcert=/nonexistent/root.crt` }, { port: 1, projectName: 'x' })).toThrow(ConfigError);
    expect(testConfig({ DATABASE_URL: `${BASE}?sslmode=require` }).databaseUrl).toContain('sslmode=require');
  });

  it('says to percent-encode when a password with characters a URL reserves breaks the URL, never repeating it', () => {
    for (const password of ['ab/cd', 'ab#cd', 'ab?cd']) {
      const url = `postgresql://gw:${password}@127.0.0.1:5432/app`;
      const parsed = parseLibpqUrl('DATABASE_URL', url, {}, readFile);
      const problems = 'problems' in parsed ? parsed.problems : [];
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^DATABASE_URL is not a valid URL: percent-encode the user name and password \(\/ as %2F, # as %23/);
      expect(problems[0]).not.toContain(password);
      expect(() => loadConfig({ DATABASE_URL: url }, { port: 1, projectName: 'x' })).toThrow(/DATABASE_URL is not a valid URL: percent-encode/);
      // Encoded, the same password is a valid URL.
      expect('problems' in parseLibpqUrl('DATABASE_URL', `postgresql://gw:${encodeURIComponent(password)}@127.0.0.1:5432/app`, {}, readFile)).toBe(false);
    }
  });

  it('moves prefer and allow to their second attempt when the server refuses the first', () => {
    const target = LibpqTarget.from(parse(`${BASE}?sslmode=prefer`));
    expect(target.ssl).toEqual({ rejectUnauthorized: false });
    target.noteConnectFailure(new Error('connection refused'));
    expect(target.ssl).toEqual({ rejectUnauthorized: false });
    target.noteConnectFailure(new Error('The server does not support SSL connections'));
    expect(target.ssl).toBe(false);
    expect(isSslNegotiationFailure(new Error('no pg_hba.conf entry for host "1.2.3.4", user "gw", database "app", no encryption'))).toBe(true);
    // hostssl … reject for the role (PostgreSQL 14+ says "SSL encryption", older ones "SSL on"): psql goes on in plain.
    expect(isSslNegotiationFailure(new Error('pg_hba.conf rejects connection for host "1.2.3.4", user "gw", database "app", SSL encryption'))).toBe(true);
    expect(isSslNegotiationFailure(new Error('pg_hba.conf rejects connection for host "1.2.3.4", user "gw", database "app", SSL on'))).toBe(true);
    // A passing refusal under TLS does not give up encryption for every later connection.
    const busy = LibpqTarget.from(parse(`${BASE}?sslmode=prefer`));
    for (const passing of ['sorry, too many clients already', 'the database system is starting up', 'password authentication failed for user "gw"']) {
      expect(busy.noteConnectFailure(new Error(passing))).toBe(false);
    }
    expect(busy.ssl).toEqual({ rejectUnauthorized: false });
    const required = LibpqTarget.from(parse(`${BASE}?sslmode=require`));
    required.noteConnectFailure(new Error('The server does not support SSL connections'));
    expect(required.ssl).toEqual({ rejectUnauthorized: false });
  });
});
