// API keys for gateway tests, made through the template's own membership SQL (as the test superuser).
import type { TestDatabase } from '../../support/test-database.js';

/** `<prefix>_<key_id>_<secret>_<checksum>` (membership/03-api-key-store.sql). */
const KEY_SHAPE = /^[a-z][a-z0-9_]*_[0-9a-f]{6,32}_[A-Za-z0-9]{20,}(?:_[A-Za-z0-9]{6})?$/;

export interface IssuedKey {
  key: string;
  keyId: string;
}

/** Makes the user (and personal organization) when missing and returns a fresh key, as `pgmi keys create` does. */
export async function issueApiKey(db: TestDatabase, email: string, options: { expiresInSeconds?: number } = {}): Promise<IssuedKey> {
  const expires = options.expiresInSeconds === undefined ? null : new Date(Date.now() + options.expiresInSeconds * 1000);
  const result = await db.query('SELECT key, key_id FROM membership.issue_api_key_for_email($1, NULL, NULL, $2)', [email, expires]);
  const row = result.rows[0] as { key?: unknown; key_id?: unknown } | undefined;
  if (typeof row?.key !== 'string' || !KEY_SHAPE.test(row.key)) throw new Error(`membership.issue_api_key_for_email returned no key: ${JSON.stringify(row)}`);
  return { key: row.key, keyId: String(row.key_id) };
}

export function keyIdOf(key: string): string {
  const match = /_([0-9a-f]{6,32})_[A-Za-z0-9]{20,}(?:_[A-Za-z0-9]{6})?$/.exec(key);
  if (!match?.[1]) throw new Error('not an API key');
  return match[1];
}

export async function revokeApiKey(db: TestDatabase, keyId: string): Promise<void> {
  await db.query('SELECT membership.revoke_api_key_for_operator($1)', [keyId]);
}

/** A well-formed key with the right prefix and key id but a secret that was never issued. */
export function forgeKey(issued: IssuedKey): string {
  const parts = issued.key.split('_');
  const secretIndex = parts.length - 2;
  parts[secretIndex] = 'A'.repeat(parts[secretIndex]!.length);
  return parts.join('_');
}
