// Two gateway replicas on one database, as behind a load balancer without sticky sessions: what one replica
// starts the other continues (sessions live in PostgreSQL), a registry change reaches the notification streams
// of both, and each call's exchange record is stored once, by the replica that served it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { bearer, startFixture, type GatewayFixture } from './support/fixture.js';
import { startGateway, type GatewayHandle } from './support/gateway-process.js';
import { postMcp, readStreamUntil, rpcRequest, sseMessages } from './support/http.js';
import { adminQuery } from '../support/test-database.js';
import { waitUntil } from '../support/poll.js';

let fixture: GatewayFixture;
let second: GatewayHandle;

// Session checks are remembered for a minute here, so only the pgmi_session_closed announcement can end a
// session on the replica that did not close it within the test's second.
const env = { AUTH_FAILURE_DELAY_MS: '50', SESSION_CACHE_TTL_MS: '60000' };

beforeAll(async () => {
  fixture = await startFixture('scaleout', { env });
  second = await startGateway({ projectDir: fixture.project.dir, databaseUrl: fixture.project.gatewayUrl, env });
}, 240_000);

afterAll(async () => {
  await second?.stop();
  await fixture?.stop();
});

describe('two gateway replicas on one database', () => {
  it('continues a session on the other replica, and ends it there for both', async () => {
    const client = new Client({ name: 'scale-out', version: '1' }, { capabilities: {} });
    const transport = new StreamableHTTPClientTransport(new URL(fixture.gateway.mcpUrl), { requestInit: { headers: bearer(fixture.key) } });
    await client.connect(transport);
    expect((await client.listTools()).tools.length).toBeGreaterThan(0); // the first replica now remembers the session
    const sessionId = transport.sessionId!;
    expect(sessionId).toBeTruthy();
    const headers = { ...bearer(fixture.key), 'mcp-session-id': sessionId, 'mcp-protocol-version': transport.protocolVersion! };

    const onSecond = await postMcp(second.mcpUrl, rpcRequest('tools/call', { name: 'gw_whoami', arguments: {} }), headers);
    expect(onSecond.status).toBe(200);
    // A session's answers may come as an event stream: the response is its last message.
    const answer = onSecond.json ?? sseMessages(onSecond.text).at(-1);
    expect(answer.result.content[0].text).toMatch(/^[0-9a-f-]{36}$/);
    // Ended on the second replica: the first one no longer knows it either.
    const ended = await fetch(second.mcpUrl, { method: 'DELETE', headers });
    expect(ended.status).toBe(200);
    // The first replica had remembered the session (TTL one minute): only the announcement can end it there before
    // the minute is up (the deadline stays well inside it).
    let status = 0;
    await waitUntil(async () => (status = (await postMcp(fixture.gateway.mcpUrl, rpcRequest('tools/list'), headers)).status) === 404, 30_000, 50);
    expect(status, 'the first replica still served the ended session').toBe(404);
    await client.close();
  });

  it('delivers tools/list_changed to the notification streams of both replicas', async () => {
    const streams = await Promise.all(
      [fixture.gateway, second].map((gateway) => fetch(gateway.mcpUrl, { headers: { accept: 'text/event-stream', ...bearer(fixture.key) } })),
    );
    expect(streams.map((stream) => stream.status)).toEqual([200, 200]);
    const received = streams.map((stream) => readStreamUntil(stream, (text) => text.includes('notifications/tools/list_changed')));
    await fixture.project.db.query('SELECT api.create_or_replace_mcp_handler($1::jsonb, $2)', [
      JSON.stringify({ id: randomUUID(), type: 'tool', name: 'scale_out_added', requiresAuth: false }),
      'BEGIN RETURN api.mcp_tool_result(\'[]\'::jsonb, request.request_id); END;',
    ]);
    for (const text of await Promise.all(received)) expect(text).toContain('notifications/tools/list_changed');
  });

  it('stores the exchange record of every read-only call once, whichever replica served it', async () => {
    const count = async () =>
      (await adminQuery(fixture.project.db.url, "SELECT count(*)::int AS n, count(DISTINCT object_id)::int AS ids FROM api.mcp_exchange WHERE mcp_name = 'gw_app_ro'")).rows[0] as { n: number; ids: number };
    const before = await count();
    // Two replicas of this test's own, stopped before counting: a stopped gateway has stored everything it queued
    // (shutdown flushes the batches), so no record can arrive after the count.
    const gateways = await Promise.all([0, 1].map(() => startGateway({ projectDir: fixture.project.dir, databaseUrl: fixture.project.gatewayUrl, env })));
    try {
      const statuses = await Promise.all(
        Array.from({ length: 40 }, (_, i) => postMcp(gateways[i % 2]!.mcpUrl, rpcRequest('tools/call', { name: 'gw_app_ro', arguments: {} }, i)).then((r) => r.status)),
      );
      expect(statuses).toEqual(Array(40).fill(200));
    } finally {
      expect(await Promise.all(gateways.map((gateway) => gateway.stop('SIGTERM')))).toEqual([0, 0]);
    }
    expect(await count()).toEqual({ n: before.n + 40, ids: before.ids + 40 });
  });
});
