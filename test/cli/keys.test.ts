import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPgmi } from '../support/cli.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { makeTempDir, removeDir } from '../support/temp-dir.js';
import { passwordArgs } from '../support/template-roles.js';
import { queryOne } from '../support/project.js';

let db: TestDatabase;
let work: string;
let project: string;

beforeAll(async () => {
  db = await createTestDatabase('keys', { create: false });
  work = await makeTempDir('pgmi-keys');
  project = join(work, 'demo');
  expect((await runPgmi(['init', project, '--template', 'advanced', '--yes', '--no-git'])).exitCode).toBe(0);
  const deployed = await runPgmi(['deploy', project, '--connection', db.url, ...passwordArgs()]);
  expect(deployed.exitCode, deployed.stderr).toBe(0);
});
afterAll(async () => {
  await db.drop();
  await removeDir(work);
});

const keys = (args: string[]) => runPgmi(['keys', ...args, '--project', project, '--connection', db.url]);

async function validate(key: string): Promise<{ is_valid: boolean; reason: string | null }> {
  return queryOne(db.url, 'SELECT is_valid, reason FROM membership.validate_api_key($1)', [key]);
}

describe('pgmi keys', () => {
  let keyId: string;
  let key: string;

  it('create prints only the plaintext key on stdout, and the id and expiry on stderr', async () => {
    const result = await keys(['create', '--email', 'Ada@Example.com', '--name', 'laptop', '--expires', '30d']);
    expect(result.exitCode, result.stderr).toBe(0);
    key = result.stdout.trim();
    expect(result.stdout.split('\n')).toEqual([key]); // nothing else on stdout
    expect(key).toMatch(/^demo_[0-9a-f]{12}_\w+_\w{6}$/);
    const match = /Created API key ([0-9a-f]+) for Ada@Example\.com; expires (\d{4}-\d{2}-\d{2}T)/.exec(result.stderr);
    expect(match).not.toBeNull();
    keyId = match?.[1] as string;
    expect(key).toContain(`_${keyId}_`);
    expect(await validate(key)).toMatchObject({ is_valid: true });
    const user = await queryOne<{ n: number }>(db.url, "SELECT count(*)::int AS n FROM membership.\"user\" WHERE email = 'ada@example.com'");
    expect(user.n).toBe(1);
  });

  it('list shows the key without any secret', async () => {
    const result = await keys(['list', '--email', 'ada@example.com']);
    expect(result.exitCode, result.stderr).toBe(0);
    expect(result.stdout).toContain(keyId);
    expect(result.stdout).toContain('laptop');
    expect(result.stdout).not.toContain(key.split('_')[2] as string);
    const json = JSON.parse((await keys(['list', '--json'])).stdout) as { keys: Array<{ keyId: string; status: string }> };
    expect(json.keys.find((k) => k.keyId === keyId)?.status).toBe('active');
  });

  it('create --json is one document with the key once', async () => {
    const result = await keys(['create', '--email', 'ci@example.com', '--scopes', 'keys:write', '--json']);
    expect(result.exitCode, result.stderr).toBe(0);
    const doc = JSON.parse(result.stdout) as { key: string; keyId: string; expiresAt: string | null };
    expect(doc.expiresAt).toBeNull();
    expect(await validate(doc.key)).toMatchObject({ is_valid: true });
  });

  it('revoke makes the key fail validation', async () => {
    const result = await keys(['revoke', keyId]);
    expect(result.exitCode, result.stderr).toBe(0);
    expect(result.stderr).toContain(`Revoked API key ${keyId}`);
    expect(await validate(key)).toMatchObject({ is_valid: false, reason: 'key is revoked' });
    const again = await keys(['revoke', keyId]);
    expect(again.exitCode).toBe(14);
    expect(again.stderr).toContain(`API key ${keyId} is already revoked`);
  });

  it('revoke of a key id the database does not hold exits 14 (not found), also as one --json document', async () => {
    const result = await keys(['revoke', 'abcdef123456', '--json']);
    expect(result.exitCode).toBe(14);
    const doc = JSON.parse(result.stdout) as { status: string; command: string; exitCode: number; error: { code: string; message: string } };
    expect(doc).toMatchObject({ status: 'failed', command: 'keys revoke', exitCode: 14, error: { code: 'not_found', message: 'no API key with id abcdef123456' } });
  });

  it('rejects bad input before touching the database', async () => {
    expect((await keys(['create', '--email', 'not-an-email'])).exitCode).toBe(2);
    expect((await keys(['create', '--email', 'a@b.c', '--expires', 'tomorrow'])).exitCode).toBe(2);
    expect((await keys(['revoke', 'XYZ'])).exitCode).toBe(2);
    const missing = await runPgmi(['keys', 'create', '--project', project]);
    expect(missing.exitCode).toBe(2);
    expect(missing.stderr).toContain('--email');
  });

  it('refuses a database without the membership functions', async () => {
    const url = new URL(db.url);
    url.pathname = '/postgres';
    const result = await runPgmi(['keys', 'list', '--project', project, '--connection', url.toString()]);
    expect(result.exitCode).toBe(10);
    expect(result.stderr).toContain('no membership API-key functions');
  });
});
