// Checks a role's password on any server, trust-authenticated ones included: the SCRAM-SHA-256 verifier in
// pg_authid is recomputed from the candidate password (RFC 5802), so a test can tell which password a deploy set.
import { createHash, createHmac, pbkdf2Sync } from 'node:crypto';
import { adminQuery } from './test-database.js';

export async function roleHasPassword(serverUrl: string, role: string, password: string): Promise<boolean> {
  const result = await adminQuery(serverUrl, 'SELECT rolpassword FROM pg_authid WHERE rolname = $1', [role]);
  const stored = (result.rows[0] as { rolpassword: string | null } | undefined)?.rolpassword;
  if (!stored) return false;
  const match = /^SCRAM-SHA-256\$(\d+):([^$]+)\$([^:]+):(.+)$/.exec(stored);
  if (!match) throw new Error(`role ${role} has a password that is not a SCRAM-SHA-256 verifier`);
  const [, iterations, salt, storedKey, serverKey] = match as unknown as [string, string, string, string, string];
  const salted = pbkdf2Sync(password, Buffer.from(salt, 'base64'), Number(iterations), 32, 'sha256');
  const clientKey = createHmac('sha256', salted).update('Client Key').digest();
  return (
    createHash('sha256').update(clientKey).digest('base64') === storedKey &&
    createHmac('sha256', salted).update('Server Key').digest('base64') === serverKey
  );
}
