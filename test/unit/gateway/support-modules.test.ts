import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../templates/advanced/gateway/src/config.js';
import { createLogger, redact } from '../../../templates/advanced/gateway/src/log.js';
import { backoffMs } from '../../../templates/advanced/gateway/src/db/transaction.js';
import { beginStatement, normalizeIsolation, policyFromRow } from '../../../templates/advanced/gateway/src/db/policy.js';
import { dispatchSql, isSingleStatement } from '../../../templates/advanced/gateway/src/db/transaction.js';
import { classifyDbError } from '../../../templates/advanced/gateway/src/db/errors.js';
import { StatementNaming } from '../../../templates/advanced/gateway/src/db/statement-naming.js';
import { Stop } from '../../../templates/advanced/gateway/src/http/stop-signal.js';
import { CatalogCache } from '../../../templates/advanced/gateway/src/db/catalog-cache.js';
import { parseKinds, parseResourceUpdate } from '../../../templates/advanced/gateway/src/db/registry-listener.js';
import { mcpContext } from '../../../templates/advanced/gateway/src/mcp/dispatch.js';
import { headerPairs } from '../../../templates/advanced/gateway/src/http/header-map.js';
import { toClientNotification } from '../../../templates/advanced/gateway/src/mcp/handler-notifications.js';
import { NotificationHub } from '../../../templates/advanced/gateway/src/mcp/notification-hub.js';
import { formatEvent, RawJson } from '../../../templates/advanced/gateway/src/respond.js';
import { matchesEtag } from '../../../templates/advanced/gateway/src/steps/serve-openapi.js';

const defaults = { port: 8787, projectName: 'demo' };

describe('gateway configuration', () => {
  it('reports every problem at once, naming each variable, never echoing a URL', () => {
    try {
      loadConfig({ DATABASE_READ_URL: 'mysql://root:hunter2@db', PORT: 'eighty', LOG_LEVEL: 'loud', DB_POOL_SIZE: '0' }, defaults);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      for (const name of ['DATABASE_URL', 'DATABASE_READ_URL', 'PORT', 'LOG_LEVEL', 'DB_POOL_SIZE']) expect(message).toContain(name);
      expect(message).not.toContain('hunter2');
    }
  });

  it('uses the template defaults and requires an explicit Host allowlist off loopback', () => {
    const config = loadConfig({ DATABASE_URL: 'postgresql://db.internal/app' }, defaults);
    expect(config).toMatchObject({ host: '127.0.0.1', port: 8787, poolSize: 10, poolSizeSource: 'database on another host', retryMaxAttempts: 3, sessionRequired: false });
    expect(() => loadConfig({ DATABASE_URL: 'postgresql://localhost/app', HOST: '0.0.0.0' }, defaults)).toThrow(/MCP_ALLOWED_HOSTS/);
    expect(loadConfig({ DATABASE_URL: 'postgresql://localhost/app', HOST: '0.0.0.0', MCP_ALLOWED_HOSTS: '*' }, defaults).host).toBe('0.0.0.0');
  });
});

describe('gateway logging', () => {
  it('masks passwords in URLs, Bearer tokens and API keys', () => {
    const key = `demo_0123456789ab_${'f'.repeat(64)}`;
    const text = redact(`postgresql://gw:s3cret@db/app Authorization: Bearer ${key} password=abc raw ${key}`);
    expect(text).not.toContain('s3cret');
    expect(text).not.toContain(key);
    expect(text).not.toContain('abc');
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJib2IifQ.c2lnbmF0dXJl';
    expect(redact(`token ${jwt} done`)).toBe('token *** done');
  });

  it('writes one JSON object per line and respects the level', () => {
    const lines: string[] = [];
    const log = createLogger('warn', (line) => lines.push(line));
    log.info('hidden');
    log.warn('shown', { database: 'postgresql://u:pw@h/db' });
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!);
    expect(entry).toMatchObject({ level: 'warn', msg: 'shown' });
    expect(lines[0]).not.toContain(':pw@');
  });
});

describe('gateway transactions', () => {
  it('opens the transaction the policy asks for', () => {
    expect(beginStatement({ isolation: null, readOnly: false, deferrable: false })).toBe('BEGIN');
    expect(beginStatement({ isolation: 'serializable', readOnly: true, deferrable: true })).toBe('BEGIN ISOLATION LEVEL SERIALIZABLE READ ONLY DEFERRABLE');
    expect(beginStatement({ isolation: 'repeatable read', readOnly: false, deferrable: true })).toBe('BEGIN ISOLATION LEVEL REPEATABLE READ');
  });

  it('runs READ COMMITTED dispatches as one statement, and every other level in BEGIN … COMMIT', () => {
    expect(isSingleStatement({ isolation: null, readOnly: true, deferrable: false })).toBe(true);
    expect(isSingleStatement({ isolation: 'read committed', readOnly: false, deferrable: false })).toBe(true);
    expect(isSingleStatement({ isolation: 'repeatable read', readOnly: true, deferrable: false })).toBe(false);
    expect(isSingleStatement({ isolation: 'serializable', readOnly: true, deferrable: true })).toBe(false);
  });

  it('sets read-only before the entry point runs, and reads the outbox after it, in the same statement', () => {
    const statement = { call: 'api.mcp_handle_request($1::jsonb, $2::jsonb)', columns: '(s.r).envelope::text AS envelope', values: [] };
    const readOnly = dispatchSql(statement, true);
    // The call is evaluated for each row of the FROM that sets read-only; the outer SELECT reads its result.
    expect(readOnly).toMatch(/FROM \(SELECT api\.mcp_handle_request\(\$1::jsonb, \$2::jsonb\) AS r FROM \(SELECT pg_catalog\.set_config\('transaction_read_only', 'on', true\)\) AS read_only OFFSET 0\) AS s$/);
    expect(readOnly).toMatch(/^SELECT \(s\.r\)\.envelope::text AS envelope, pg_catalog\.current_setting\('exchange\.outbox', true\) AS exchange_outbox/);
    expect(dispatchSql(statement, false)).not.toContain('transaction_read_only');
  });

  it('names each dispatch statement by its text, and stops naming for good once a pooler refuses a name', () => {
    const lines: string[] = [];
    const naming = new StatementNaming('auto', createLogger('info', (line) => lines.push(line)));
    const first = naming.queryFor('SELECT 1', [1]);
    expect(first.name).toMatch(/^pgmi_[0-9a-f]{24}$/);
    expect(naming.queryFor('SELECT 1', [2])).toEqual({ name: first.name, text: 'SELECT 1', values: [2] });
    expect(naming.queryFor('SELECT 2', []).name).not.toBe(first.name);
    // Only "does not exist" and "already exists", and only for a named statement, mean a pooler in the way.
    expect(naming.refusedBy(Object.assign(new Error('x'), { code: '42P01' }), first)).toBe(false);
    expect(naming.refusedBy(Object.assign(new Error('x'), { code: '26000' }), { text: 'SELECT 1' })).toBe(false);
    expect(naming.queryFor('SELECT 1', []).name).toBe(first.name);
    expect(naming.refusedBy(Object.assign(new Error('prepared statement "pgmi_x" does not exist'), { code: '26000' }), first)).toBe(true);
    expect(naming.queryFor('SELECT 1', [3])).toEqual({ text: 'SELECT 1', values: [3] });
    // A call that was sent named before the switch is refused too, and runs again unnamed; one warning in all.
    expect(naming.refusedBy(Object.assign(new Error('prepared statement exists'), { code: '42P05' }), first)).toBe(true);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'warn', sqlstate: '26000' });
    expect(new StatementNaming('off', createLogger('silent')).queryFor('SELECT 1', [])).toEqual({ text: 'SELECT 1', values: [] });
  });

  it("raises a call's stop signal once, with its first reason: every listener still attached runs, none added later, a throwing one stops no other", async () => {
    const stop = new Stop();
    const ran: string[] = [];
    const first = () => ran.push('first');
    const removed = () => ran.push('removed');
    stop.addEventListener('abort', first);
    stop.addEventListener('abort', first, { once: true }); // the same listener twice counts once, as on EventTarget
    stop.addEventListener('abort', removed);
    stop.addEventListener('abort', () => {
      throw new Error('listener failed');
    });
    stop.addEventListener('abort', () => ran.push('after the throwing one'));
    stop.removeEventListener('abort', removed);
    const uncaught = new Promise<unknown>((resolve) => process.once('uncaughtException', resolve));
    expect(stop.aborted).toBe(false);
    expect(stop.reason).toBeUndefined();
    stop.abort('client-gone');
    stop.abort('cancelled');
    expect(stop.aborted).toBe(true);
    expect(stop.reason).toBe('client-gone'); // the first reason stays
    expect(ran).toEqual(['first', 'after the throwing one']);
    expect(((await uncaught) as Error).message).toBe('listener failed');
    stop.addEventListener('abort', () => ran.push('late'));
    stop.abort('cancelled');
    expect(ran).toEqual(['first', 'after the throwing one']);
  });

  it('normalises isolation names like SQL does', () => {
    expect(normalizeIsolation('READ-UNCOMMITTED')).toBe('read committed');
    expect(normalizeIsolation(' Repeatable_Read ')).toBe('repeatable read');
    expect(normalizeIsolation('snapshot')).toBeUndefined();
    expect(policyFromRow({ transaction_isolation: 'serializable', transaction_read_only: true, transaction_deferrable: true })).toEqual({
      isolation: 'serializable',
      readOnly: true,
      deferrable: true,
    });
    expect(() => policyFromRow({ transaction_isolation: 'chaos' })).toThrow();
  });

  it('backs off with full jitter under a growing, capped ceiling', () => {
    expect(backoffMs(1, 50, 1000, () => 0.999)).toBe(49);
    expect(backoffMs(3, 50, 1000, () => 0.999)).toBe(199);
    expect(backoffMs(10, 50, 1000, () => 0.999)).toBe(999);
    expect(backoffMs(4, 50, 1000, () => 0)).toBe(0);
  });

  it('sorts database failures into the outcomes the HTTP layer answers', () => {
    expect(classifyDbError({ code: '40001' })).toBe('retryable');
    expect(classifyDbError({ code: '40P01' })).toBe('retryable');
    expect(classifyDbError({ code: '57P01' })).toBe('unavailable');
    expect(classifyDbError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe('unavailable');
    expect(classifyDbError(new Error('timeout exceeded when trying to connect'))).toBe('unavailable');
    expect(classifyDbError({ code: '57014' })).toBe('timeout');
    expect(classifyDbError({ code: '22P05' })).toBe('invalid-input');
    expect(classifyDbError({ code: 'XX000' })).toBe('unexpected');
  });

  it('caches only while the registry is being listened to', () => {
    const cache = new CatalogCache<number>(2);
    cache.set('a', 1);
    expect(cache.get('a')).toBeUndefined();
    cache.setTrusted(true);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.size).toBe(1);
    cache.setTrusted(false);
    expect(cache.get('c')).toBeUndefined();
  });
});

describe('gateway headers and notifications', () => {
  it('passes on exactly the credential it read, and drops identity headers', () => {
    const pairs = headerPairs(
      ['X-User-Id', 'admin|root', 'Authorization', 'Bearer x', 'authorization', 'Bearer y', 'Proxy-Authorization', 'p', 'X-Tenant-Id', 't',
        'X-User-Email', 'a@b', 'Accept', 'a', 'accept', 'b'],
      'x',
    );
    expect(pairs).toEqual(['accept', 'a, b', 'authorization', 'Bearer x']);
    expect(headerPairs(['X-User-Id', 'admin|root', 'Authorization', 'Bearer z'], undefined)).toEqual([]);
  });

  it('turns handler NOTICEs into client notifications, tagging progress with the token', () => {
    const request = { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 't', _meta: { progressToken: 'tok' } } };
    const progress = { message: 'pgmi.mcp.notification', detail: '{"method":"notifications/progress","params":{"progress":50,"total":100}}' };
    expect(toClientNotification(progress, request)).toEqual({
      jsonrpc: '2.0',
      method: 'notifications/progress',
      params: { progress: 50, total: 100, progressToken: 'tok' },
    });
    // Progress belongs to a request that asked for it; anything that is not a notification is dropped.
    expect(toClientNotification(progress, { ...request, params: { name: 't' } })).toBeUndefined();
    expect(toClientNotification({ message: 'something else', detail: '{}' }, request)).toBeUndefined();
    expect(toClientNotification({ message: 'pgmi.mcp.notification', detail: '{"method":"tools/list"}' }, request)).toBeUndefined();
    expect(toClientNotification({ message: 'pgmi.mcp.notification', detail: 'not json' }, request)).toBeUndefined();
    // SQL filters log lines by level; what it sends goes out.
    const log = { message: 'pgmi.mcp.notification', detail: '{"method":"notifications/message","params":{"level":"info","data":"x"}}' };
    expect(toClientNotification(log, request)).toMatchObject({ method: 'notifications/message', params: { level: 'info' } });
  });

  it('hands SQL the credential to verify, never an identity; the session and revision it established', () => {
    const context = JSON.parse(mcpContext({ credential: 'the-key', era: 'handshake', protocolVersion: '2025-06-18', sessionId: 's1' }));
    expect(context).toEqual({ credential: 'the-key', session_id: 's1', protocol_era: 'legacy', protocol_version: '2025-06-18' });
    const anonymousStateless = JSON.parse(mcpContext({ credential: undefined, era: 'stateless', protocolVersion: '2026-07-28', sessionId: 'ignored' }));
    expect(anonymousStateless).toEqual({ protocol_era: 'modern', protocol_version: '2026-07-28' });
  });

  it('sends resource updates only to the streams of subscribed sessions', async () => {
    const hub = new NotificationHub(5);
    const open = (owner: Parameters<typeof hub.open>[0]) => {
      const opening = hub.open(owner);
      if (!opening.ok) throw new Error(`refused: ${opening.limit}`);
      return opening.stream;
    };
    const subscribed = open({ sessionHandle: 's1' });
    const other = open({ sessionHandle: 's2' });
    const sessionless = open({});
    hub.resourceUpdated('test://x', parseResourceUpdate('{"uri":"test://x","sessions":["s1"]}')!.sessions);
    for (const stream of [subscribed, other, sessionless]) stream.close();
    const drain = async (stream: AsyncIterable<unknown>) => {
      const events: unknown[] = [];
      for await (const event of stream) events.push(event);
      return events;
    };
    expect(await drain(subscribed)).toEqual([{ kind: 'message', data: { jsonrpc: '2.0', method: 'notifications/resources/updated', params: { uri: 'test://x' } } }]);
    expect(await drain(other)).toEqual([]);
    expect(await drain(sessionless)).toEqual([]);
    expect(parseResourceUpdate('{"uri":1}')).toBeUndefined();
  });

  it('fans registry changes out to open streams as list_changed notifications', async () => {
    const hub = new NotificationHub(2);
    const opening = hub.open();
    if (!opening.ok) throw new Error('refused');
    const stream = opening.stream;
    hub.announce(parseKinds('{"kinds":["tools","rest"],"catalog_version":"x"}'));
    hub.announce(parseKinds('not json'));
    stream.close();
    const received: unknown[] = [];
    for await (const event of stream) received.push(event);
    expect(received.map((e) => (e as { data: { method: string } }).data.method)).toEqual([
      'notifications/tools/list_changed',
      'notifications/tools/list_changed',
      'notifications/resources/list_changed',
      'notifications/prompts/list_changed',
    ]);
    expect(hub.openStreams).toBe(0);
  });

  it('formats SSE events and keeps SQL JSON verbatim', () => {
    expect(formatEvent({ kind: 'message', data: new RawJson('{"id": 12345678901234567890}') })).toBe('event: message\ndata: {"id": 12345678901234567890}\n\n');
    expect(formatEvent({ kind: 'comment', text: 'keep\nalive' })).toBe(': keep alive\n\n');
  });

  it('matches If-None-Match lists, weak tags and the wildcard', () => {
    expect(matchesEtag('"a", W/"v1"', '"v1"')).toBe(true);
    expect(matchesEtag('*', '"v1"')).toBe(true);
    expect(matchesEtag('"v2"', '"v1"')).toBe(false);
    expect(matchesEtag(undefined, '"v1"')).toBe(false);
  });
});
