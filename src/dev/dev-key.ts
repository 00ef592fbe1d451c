// The development API key of `pgmi dev`: created once, remembered in .pgmi/dev-api-key.json (git-ignored,
// mode 0600) so every run prints the same key, and replaced when it stops validating.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type pg from 'pg';
import { createApiKey, isKeyValid } from '../keys/api-keys.js';

const FILE = 'dev-api-key.json';
export const DEV_EMAIL = 'dev@localhost.localdomain';

interface StoredKey {
  key: string;
  keyId: string;
  database: string;
}

export async function ensureDevKey(client: pg.Client, projectDir: string, database: string): Promise<{ key: string; keyId: string; created: boolean }> {
  const folder = join(projectDir, '.pgmi');
  const file = join(folder, FILE);
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as StoredKey;
    if (stored.database === database && (await isKeyValid(client, stored.key))) return { key: stored.key, keyId: stored.keyId, created: false };
  }
  const issued = await createApiKey(client, { email: DEV_EMAIL, name: 'pgmi dev', scopes: [] });
  mkdirSync(folder, { recursive: true });
  writeFileSync(file, `${JSON.stringify({ key: issued.key, keyId: issued.keyId, database } satisfies StoredKey, null, 2)}\n`, { mode: 0o600 });
  return { key: issued.key, keyId: issued.keyId, created: true };
}
