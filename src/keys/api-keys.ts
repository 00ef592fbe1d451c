// API keys for operators, through the template's membership functions (never by writing tables).
import type pg from 'pg';
import { NotFound, ProjectError, SqlFailure } from '../errors.js';

export interface IssuedKey {
  key: string;
  keyId: string;
  expiresAt: string | null;
  userId: string;
  organizationId: string;
}

export interface ListedKey {
  keyId: string;
  name: string | null;
  email: string;
  organization: string;
  status: string;
  scopes: string[];
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
}

export interface CreateKeyInput {
  email: string;
  name?: string;
  organization?: string;
  expiresAt?: Date;
  scopes: string[];
}

async function assertMembership(client: pg.Client): Promise<void> {
  const found = await client.query<{ ok: boolean }>("SELECT pg_catalog.to_regprocedure('membership.issue_api_key_for_email(text,text,text,timestamptz,text[])') IS NOT NULL AS ok");
  if (!found.rows[0]?.ok) {
    throw new ProjectError('this database has no membership API-key functions (membership.issue_api_key_for_email)', {
      hint: 'API keys come with the advanced template: deploy an advanced project to this database first.',
    });
  }
}

function sqlError(error: unknown, what: string): never {
  const db = error as { code?: string; message?: string; hint?: string };
  if (typeof db.code === 'string') {
    throw new SqlFailure(`${what}: ${db.message ?? ''}`, { sqlstate: db.code, hint: db.hint, cause: error });
  }
  throw error as Error;
}

export async function createApiKey(client: pg.Client, input: CreateKeyInput): Promise<IssuedKey> {
  await assertMembership(client);
  try {
    const result = await client.query<{ key: string; key_id: string; expires_at: string | null; user_id: string; organization_id: string }>(
      `SELECT key, key_id, to_char(expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS expires_at, user_id, organization_id
         FROM membership.issue_api_key_for_email($1, $2, $3, $4, $5::text[])`,
      [input.email, input.name ?? null, input.organization ?? null, input.expiresAt ?? null, input.scopes],
    );
    const row = result.rows[0];
    if (!row) throw new Error('membership.issue_api_key_for_email returned no row');
    return { key: row.key, keyId: row.key_id, expiresAt: row.expires_at, userId: row.user_id, organizationId: row.organization_id };
  } catch (error) {
    return sqlError(error, 'could not create the API key');
  }
}

export async function listApiKeys(client: pg.Client, email: string | undefined): Promise<ListedKey[]> {
  await assertMembership(client);
  try {
    const result = await client.query<{
      key_id: string;
      name: string | null;
      email: string;
      organization: string;
      status: string;
      scopes: string[] | null;
      created_at: string;
      expires_at: string | null;
      last_used_at: string | null;
    }>(
      `SELECT key_id, name, email, organization, status, scopes,
              to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at,
              to_char(expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS expires_at,
              to_char(last_used_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS last_used_at
         FROM membership.list_api_keys_for_operator($1)`,
      [email ?? null],
    );
    return result.rows.map((r) => ({
      keyId: r.key_id,
      name: r.name,
      email: r.email,
      organization: r.organization,
      status: r.status,
      scopes: r.scopes ?? [],
      createdAt: r.created_at,
      expiresAt: r.expires_at,
      lastUsedAt: r.last_used_at,
    }));
  } catch (error) {
    return sqlError(error, 'could not list API keys');
  }
}

export async function revokeApiKey(client: pg.Client, keyId: string): Promise<boolean> {
  await assertMembership(client);
  try {
    const result = await client.query<{ revoked: boolean }>('SELECT membership.revoke_api_key_for_operator($1) AS revoked', [keyId]);
    return result.rows[0]?.revoked === true;
  } catch (error) {
    if ((error as { code?: string }).code === 'P0404') {
      throw new NotFound(`no API key with id ${keyId}`, { hint: 'See pgmi keys list for the key ids.' });
    }
    return sqlError(error, 'could not revoke the API key');
  }
}

/** Whether a plaintext key still authenticates (for pgmi dev's remembered key). */
export async function isKeyValid(client: pg.Client, key: string): Promise<boolean> {
  const result = await client.query<{ is_valid: boolean }>('SELECT is_valid FROM membership.validate_api_key($1)', [key]).catch(() => undefined);
  return result?.rows[0]?.is_valid === true;
}
