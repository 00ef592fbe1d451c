// call_handler: a deployed handler called exactly as the generated gateway calls it — the transaction policy
// resolved first (api.mcp_request_policy, api.rest_route_policy_for, api.rpc_route_policy), BEGIN with that
// isolation, SET ROLE to the gateway's login role, then the SQL entry point (api.mcp_handle_request,
// api.rest_invoke, api.rpc_invoke) with a credential that SQL itself verifies (membership.authenticate). The
// gateway's login cannot act as a user by itself, and neither does this: a caller other than anonymous gets a
// real API key, minted by the deploying user through the operators' function (membership.issue_api_key_for_email)
// inside the same transaction, expiring within minutes. Everything is rolled back unless `commit` (then the
// temporary key is revoked before COMMIT, leaving an audit row).
import type pg from 'pg';
import { NotFound, ProjectError, UsageError } from '../errors.js';
import type { HandlerFailureCause } from '../errors.js';
import { locateHandlerFailure, reportedFailureOf, type ReportedFailure, type ScriptText } from '../deploy/handler-cause.js';
import { asSqlFailure } from './sql-errors.js';

export type HandlerKind = 'tool' | 'resource' | 'prompt' | 'rest' | 'rpc';

export type Caller = { anonymous: true } | { email: string; organization?: string } | { apiKeyId: string };

export interface HandlerCall {
  kind: HandlerKind;
  /** tool, prompt: its name; rpc: the method. */
  name?: string;
  /** resource: the URI. */
  uri?: string;
  /** tool and prompt arguments; rpc params. */
  arguments?: Record<string, unknown>;
  /** rest: method, path (with query string), JSON body, extra headers. */
  method?: string;
  path?: string;
  body?: Record<string, unknown>;
  headers?: Record<string, string>;
  caller: Caller;
  commit: boolean;
  /** The project's scripts, to place a failing handler's line in its file. */
  scripts: () => readonly ScriptText[];
}

export interface CallerIdentity {
  kind: 'anonymous' | 'user' | 'api-key';
  email?: string;
  userId?: string;
  organizationId?: string;
  /** The API key whose holder, organization and scopes the call used (for apiKeyId callers: the original). */
  keyId?: string;
  scopes?: string[];
}

export interface HandlerOutcome {
  caller: CallerIdentity;
  policy: { isolation?: string; readOnly: boolean };
  /** MCP kinds: the JSON-RPC envelope SQL answered. */
  envelope?: unknown;
  /** REST and RPC: the HTTP response SQL answered. */
  http?: { status: number; headers: Record<string, string>; json?: Record<string, unknown>; text?: string; base64?: string };
  /** The caller's credential does not verify (a revoked or expired key): the gateway answers 401 before any handler runs. */
  unauthenticated?: { reason: string };
  /** Why the handler failed (the caller only sees a generic error): the deploy core's handler cause. */
  handlerFailure?: HandlerFailureCause;
  committed: boolean;
}

const TEMPORARY_KEY_NAME = 'pgmi serve call_handler (temporary)';
const TEMPORARY_KEY_MINUTES = 5;

export async function callHandler(client: pg.Client, call: HandlerCall): Promise<HandlerOutcome> {
  await assertEntryPoints(client);
  const request = buildRequest(call);
  let reported: ReportedFailure | undefined;
  const onNotice = (notice: { message?: string; detail?: string }) => {
    reported = reportedFailureOf(notice) ?? reported;
  };
  const policy = await resolvePolicy(client, call.kind, request);
  await client.query(policy.isolation ? `BEGIN ISOLATION LEVEL ${ISOLATION_SQL[policy.isolation]}` : 'BEGIN');
  client.on('notice', onNotice);
  let committed = false;
  try {
    const credential = await credentialFor(client, call.caller);
    if ('refusal' in credential) {
      return { caller: credential.identity, policy: policyOut(policy), unauthenticated: { reason: credential.refusal }, committed: false };
    }
    // As the gateway's transaction: read-only when the handler says so (allowed after the key was minted).
    if (policy.readOnly) await client.query("SELECT pg_catalog.set_config('transaction_read_only', 'on', true)");
    await client.query("SELECT pg_catalog.set_config('role', internal.role_name('gateway')::text, true)");
    const answer = await invoke(client, request, credential.token).catch((error: unknown) => {
      throw asSqlFailure(error);
    });
    await client.query("SELECT pg_catalog.set_config('role', 'none', true)");
    const handlerFailure = reported ? await locateHandlerFailure(client, reported, call.scripts()) : undefined;
    if (call.commit && !policy.readOnly) {
      if (credential.temporaryKeyId) await client.query('SELECT membership.revoke_api_key_for_operator($1, $2)', [credential.temporaryKeyId, `${TEMPORARY_KEY_NAME}: call finished`]);
      await client.query('COMMIT');
      committed = true;
    }
    return { caller: credential.identity, policy: policyOut(policy), ...answer, ...(handlerFailure ? { handlerFailure } : {}), committed };
  } finally {
    client.off('notice', onNotice);
    if (!committed) await client.query('ROLLBACK').catch(() => undefined); // a broken connection rolls back on its own
  }
}

type Isolation = 'read committed' | 'repeatable read' | 'serializable';
const ISOLATION_SQL: Readonly<Record<Isolation, string>> = { 'read committed': 'READ COMMITTED', 'repeatable read': 'REPEATABLE READ', serializable: 'SERIALIZABLE' };

interface Policy {
  isolation: Isolation | null;
  readOnly: boolean;
}

function policyOut(policy: Policy): HandlerOutcome['policy'] {
  return { ...(policy.isolation ? { isolation: policy.isolation } : {}), readOnly: policy.readOnly };
}

interface Request {
  mcp?: Record<string, unknown>;
  rest?: { method: string; path: string; headers: string[]; body: Buffer | null };
  rpc?: { method: string; body: Buffer };
}

function buildRequest(call: HandlerCall): Request {
  const need = (value: string | undefined, what: string) => {
    if (value === undefined || value === '') throw new UsageError(`call_handler with kind "${call.kind}" needs ${what}`);
    return value;
  };
  switch (call.kind) {
    case 'tool':
      return { mcp: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: need(call.name, 'name (the tool)'), arguments: call.arguments ?? {} } } };
    case 'prompt':
      return { mcp: { jsonrpc: '2.0', id: 1, method: 'prompts/get', params: { name: need(call.name, 'name (the prompt)'), arguments: stringArguments(call.arguments) } } };
    case 'resource':
      return { mcp: { jsonrpc: '2.0', id: 1, method: 'resources/read', params: { uri: need(call.uri, 'uri (the resource URI)') } } };
    case 'rest': {
      const path = need(call.path, 'path (e.g. /api/invoices?status=open)');
      if (!path.startsWith('/')) throw new UsageError(`path "${path}" must start with /`);
      const body = call.body === undefined ? null : Buffer.from(JSON.stringify(call.body));
      const headers = Object.entries({ ...(body ? { 'content-type': 'application/json' } : {}), ...lowercase(call.headers ?? {}) }).flat();
      return { rest: { method: (call.method ?? 'GET').toUpperCase(), path, headers, body } };
    }
    case 'rpc': {
      const method = need(call.name, 'name (the JSON-RPC method)');
      return { rpc: { method, body: Buffer.from(JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: call.arguments ?? {} })) } };
    }
    default: {
      const unreachable: never = call.kind;
      throw new UsageError(`unknown handler kind ${String(unreachable)}`);
    }
  }
}

/** Prompt arguments are strings in MCP. */
function stringArguments(args: Record<string, unknown> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(args ?? {}).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]));
}

/** The headers as the gateway passes them on: lowercase, without the ones it drops (the credential comes from `caller`). */
function lowercase(headers: Record<string, string>): Record<string, string> {
  const stripped = new Set(['authorization', 'proxy-authorization', 'x-tenant-id', 'x-user-id', 'x-user-email']);
  return Object.fromEntries(
    Object.entries(headers)
      .map(([k, v]) => [k.toLowerCase(), v] as const)
      .filter(([k, v]) => !stripped.has(k) && !k.startsWith('x-user-') && !v.includes('\0')),
  );
}

async function assertEntryPoints(client: pg.Client): Promise<void> {
  const found = await client.query<{ ok: boolean }>(
    "SELECT pg_catalog.to_regprocedure('api.mcp_handle_request(jsonb,jsonb)') IS NOT NULL AND pg_catalog.to_regprocedure('internal.role_name(text)') IS NOT NULL AS ok",
  );
  if (!found.rows[0]?.ok) {
    throw new ProjectError('this database has no handler entry points (api.mcp_handle_request, internal.role_name)', {
      hint: 'call_handler works on a deployed advanced-template project: deploy it first (the deploy tool), or target the right database.',
    });
  }
}

async function resolvePolicy(client: pg.Client, kind: HandlerKind, request: Request): Promise<Policy> {
  let rows: Array<Record<string, unknown>>;
  if (request.mcp) rows = (await client.query('SELECT * FROM api.mcp_request_policy($1::jsonb)', [JSON.stringify(request.mcp)])).rows;
  else if (request.rest) rows = (await client.query('SELECT * FROM api.rest_route_policy_for($1, $2, extensions.hstore($3::text[]))', [request.rest.method, request.rest.path, request.rest.headers])).rows;
  else rows = (await client.query('SELECT * FROM api.rpc_route_policy($1)', [request.rpc?.method])).rows;
  const row = rows[0];
  if (!row && kind === 'rpc') throw new NotFound(`no JSON-RPC method "${request.rpc?.method}" is registered`, { hint: 'The inspect tool lists the handlers (kind rpc).' });
  const isolation = typeof row?.transaction_isolation === 'string' && row.transaction_isolation !== '' ? (row.transaction_isolation as Isolation) : null;
  return { isolation: isolation && isolation in ISOLATION_SQL ? isolation : null, readOnly: row?.transaction_read_only === true };
}

type Credential = { token?: string; temporaryKeyId?: string; identity: CallerIdentity } | { refusal: string; identity: CallerIdentity };

/** The credential the caller presents: none, or a key minted now for the user (or for an existing key's holder, organization and scopes). */
async function credentialFor(client: pg.Client, caller: Caller): Promise<Credential> {
  if ('anonymous' in caller) return { identity: { kind: 'anonymous' } };
  // Membership tables force row-level security even for their owner: look callers up in the system context,
  // and leave it before anything runs as the gateway.
  // A failure here aborts the transaction, which the caller rolls back (the setting with it).
  const entered = await client.query<{ previous: string | null }>('SELECT core.enter_system_context() AS previous');
  const credential = await mintCredential(client, caller);
  await client.query('SELECT core.leave_system_context($1)', [entered.rows[0]?.previous ?? null]);
  return credential;
}

async function mintCredential(client: pg.Client, caller: Exclude<Caller, { anonymous: true }>): Promise<Credential> {
  const expires = `now() + interval '${TEMPORARY_KEY_MINUTES} minutes'`;
  if ('email' in caller) {
    const user = await client.query<{ id: string | null }>('SELECT (membership.get_user_by_email($1)).object_id::text AS id', [caller.email]);
    if (!user.rows[0]?.id) throw new NotFound(`no user with email "${caller.email}"`, { hint: 'Callers must exist: list_keys shows users with keys; query membership."user" for the others.' });
    const minted = await client
      .query<{ key: string; key_id: string; user_id: string; organization_id: string }>(
        `SELECT key, key_id, user_id::text, organization_id::text FROM membership.issue_api_key_for_email($1, $2, $3, ${expires}, '{}')`,
        [caller.email, TEMPORARY_KEY_NAME, caller.organization ?? null],
      )
      .catch((error: unknown) => {
        throw asSqlFailure(error);
      });
    const key = minted.rows[0]!;
    return { token: key.key, temporaryKeyId: key.key_id, identity: { kind: 'user', email: caller.email, userId: key.user_id, organizationId: key.organization_id, scopes: [] } };
  }
  const original = await client.query<{ email: string; slug: string; scopes: string[]; expires_at: string | null; refusal: string | null; user_id: string; organization_id: string }>(
    `SELECT u.email, o.slug, k.scopes, k.expires_at::text, membership.api_key_refusal(k) AS refusal, k.user_id::text, k.organization_id::text
       FROM membership.api_key k JOIN membership."user" u ON u.object_id = k.user_id JOIN membership.organization o ON o.object_id = k.organization_id
      WHERE k.key_id = $1 AND k.deleted_at IS NULL`,
    [caller.apiKeyId],
  );
  const key = original.rows[0];
  if (!key) throw new NotFound(`no API key with id "${caller.apiKeyId}"`, { hint: 'list_keys shows the key ids.' });
  const identity: CallerIdentity = { kind: 'api-key', keyId: caller.apiKeyId, email: key.email, userId: key.user_id, organizationId: key.organization_id, scopes: key.scopes };
  if (key.refusal) return { refusal: key.refusal, identity };
  const minted = await client.query<{ key: string; key_id: string }>(
    `SELECT key, key_id FROM membership.issue_api_key_for_email($1, $2, $3, LEAST(${expires}, $4::timestamptz), $5::text[])`,
    [key.email, TEMPORARY_KEY_NAME, key.slug, key.expires_at ?? 'infinity', key.scopes],
  );
  return { token: minted.rows[0]!.key, temporaryKeyId: minted.rows[0]!.key_id, identity };
}

async function invoke(client: pg.Client, request: Request, token: string | undefined): Promise<Pick<HandlerOutcome, 'envelope' | 'http'>> {
  if (request.mcp) {
    const context = token === undefined ? null : JSON.stringify({ credential: token });
    const result = await client.query<{ envelope: unknown }>('SELECT (api.mcp_handle_request($1::jsonb, $2::jsonb)).envelope AS envelope', [JSON.stringify(request.mcp), context]);
    return { envelope: result.rows[0]?.envelope ?? null };
  }
  const auth = token === undefined ? [] : ['authorization', `Bearer ${token}`];
  const sql = request.rest
    ? 'SELECT (r).status_code, extensions.hstore_to_json((r).headers) AS headers, (r).content FROM (SELECT api.rest_invoke($1, $2, extensions.hstore($3::text[]), $4::bytea) AS r) s'
    : 'SELECT (r).status_code, extensions.hstore_to_json((r).headers) AS headers, (r).content FROM (SELECT api.rpc_invoke(api.rpc_resolve($1), extensions.hstore($2::text[]), $3::bytea) AS r) s';
  const values = request.rest ? [request.rest.method, request.rest.path, [...request.rest.headers, ...auth], request.rest.body] : [request.rpc?.method, auth, request.rpc?.body];
  const row = (await client.query<{ status_code: number; headers: Record<string, string> | null; content: Buffer | null }>(sql, values)).rows[0];
  const headers = row?.headers ?? {};
  return { http: { status: row?.status_code ?? 500, headers, ...decodeBody(row?.content ?? null, headers['content-type']) } };
}

/** A JSON object body as json, other text as text, anything else as base64. */
function decodeBody(content: Buffer | null, contentType: string | undefined): { json?: Record<string, unknown>; text?: string; base64?: string } {
  if (content === null) return {};
  const text = content.toString('utf8');
  if (/json/i.test(contentType ?? '')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return { json: parsed as Record<string, unknown> };
    } catch {
      // said JSON, is not: shown as the text that came
    }
    return { text };
  }
  return /^(text\/|application\/(xml|yaml|javascript))/i.test(contentType ?? 'text/plain') ? { text } : { base64: content.toString('base64') };
}
