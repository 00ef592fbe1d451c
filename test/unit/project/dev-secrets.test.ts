import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { devSecretSource, readDevSecrets } from '../../../src/project/dev-secrets.js';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('development secrets', () => {
  it('are generated once into .pgmi/dev-secrets.env (0600, git-ignored folder), reused, and extended key by key', () => {
    dir = mkdtempSync(join(tmpdir(), 'pgmi-dev-secrets-'));
    const source = devSecretSource(dir);
    const first = source(['gateway_password', 'admin_password']);
    expect(first.created).toEqual(['gateway_password', 'admin_password']);
    expect(first.file).toBe('.pgmi/dev-secrets.env');
    expect(first.values.gateway_password).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(first.values.gateway_password).not.toBe(first.values.admin_password);
    const file = join(dir, '.pgmi', 'dev-secrets.env');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(dir, '.pgmi', '.gitignore'), 'utf8')).toMatch(/^\*$/m);

    const again = source(['gateway_password', 'admin_password', 'customer_password']);
    expect(again.created).toEqual(['customer_password']);
    expect(again.values.gateway_password).toBe(first.values.gateway_password);
    expect(readDevSecrets(dir)).toEqual(again.values);
    expect(existsSync(`${file}.${process.pid}.tmp`)).toBe(false);
  });

  it('a project without them has none', () => {
    dir = mkdtempSync(join(tmpdir(), 'pgmi-dev-secrets-'));
    expect(readDevSecrets(dir)).toEqual({});
  });
});
