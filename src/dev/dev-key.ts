// The development API key of `pgmi dev`: created once, remembered in .pgmi/dev-api-key.json (git-ignored,
// mode 0600) so every run prints the same key, and replaced when it stops validating.
import { existsSync, readFileSync } from 'node:fs';
import type pg from 'pg';
import { createApiKey, isKeyValid } from '../keys/api-keys.js';
import { localStatePath, writeLocalStateFile } from '../project/local-state.js';

const FILE = 'dev-api-key.json';
export const DEV_EMAIL = 'dev@localhost.localdomain';

interface StoredKey {
  key: string;
  keyId: string;
  database: string;
}

export async function ensureDevKey(client: pg.Client, projectDir: string, database: string): Promise<{ key: string; keyId: string; created: boolean }> {
  const file = localStatePath(projectDir, FILE);
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as StoredKey;
    if (stored.database === database && (await isKeyValid(client, stored.key))) return { key: stored.key, keyId: stored.keyId, created: false };
  }
  const issued = await createApiKey(client, { email: DEV_EMAIL, name: 'pgmi dev', scopes: [] });
  writeLocalStateFile(projectDir, FILE, `${JSON.stringify({ key: issued.key, keyId: issued.keyId, database } satisfies StoredKey, null, 2)}\n`);
  return { key: issued.key, keyId: issued.keyId, created: true };
}
