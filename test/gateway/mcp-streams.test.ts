// Event streams through the real gateway: 2026-07-28 subscriptions/listen (acknowledged first, only what the
// client opted in to, tagged with the subscription id, hidden resources left out), SSE resumability for
// 2025-11-25 sessions (plain JSON for a quick quiet call; a priming event, ids and Last-Event-ID replay for a call
// that runs long, for a POST stream the handler ended early, and for a GET notification stream), and a session refusing a request that names a newer revision than it negotiated.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { bearer, startFixture, type GatewayFixture } from './support/fixture.js';
import { MCP_HEADERS, postMcp, rpcRequest } from './support/http.js';
import { eventually } from '../support/poll.js';

let fixture: GatewayFixture;

beforeAll(async () => {
  fixture = await startFixture('streams');
  await fixture.project.db.query('SELECT api.create_or_replace_mcp_handler($1::jsonb, $2)', [
    JSON.stringify({ id: randomUUID(), type: 'tool', name: 'gw_poll_me', description: 'ends its stream early', requiresAuth: false }),
    // The sleep is the behaviour under test: the answer comes after the handler ended its stream early.
    `BEGIN PERFORM api.mcp_close_stream(); PERFORM pg_sleep(0.2);
       RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text('answered later')), request.request_id); END;`,
  ]);
  await fixture.project.db.query('SELECT api.create_or_replace_mcp_handler($1::jsonb, $2)', [
    JSON.stringify({ id: randomUUID(), type: 'tool', name: 'gw_slow_quiet', description: 'runs long, says nothing', requiresAuth: false, readOnly: true }),
    // Longer than RESUMABLE_STREAM_AFTER_MS (1 s): the stream must open while it still runs.
    `BEGIN PERFORM pg_sleep(3); RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text('slow answer')), request.request_id); END;`,
  ]);
}, 300_000);

afterAll(async () => {
  await fixture?.stop();
});

interface Frame {
  id?: string;
  retry?: number;
  data: string;
}

interface FrameReading {
  /** The frames so far, growing while the stream is read. */
  frames: Frame[];
  /** Every frame, once `stop` said so or the stream ended; fails when neither happened within `timeoutMs`. */
  done: Promise<Frame[]>;
}

/** Reads SSE frames from a streaming fetch until `stop` says so (or the stream ends). */
function readFrames(response: Response, stop: (frames: Frame[]) => boolean, timeoutMs = 15_000): FrameReading {
  const frames: Frame[] = [];
  return { frames, done: collectFrames(response, frames, stop, timeoutMs) };
}

async function collectFrames(response: Response, frames: Frame[], stop: (frames: Frame[]) => boolean, timeoutMs: number): Promise<Frame[]> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let isLate = false;
  const deadline = setTimeout(() => {
    isLate = true;
    void reader.cancel().catch(() => undefined);
  }, timeoutMs);
  let buffer = '';
  try {
    while (!stop(frames)) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        if (block.startsWith(':')) continue;
        const frame: Frame = { data: '' };
        for (const line of block.split('\n')) {
          if (line.startsWith('id: ')) frame.id = line.slice(4);
          else if (line.startsWith('retry: ')) frame.retry = Number(line.slice(7));
          else if (line.startsWith('data: ')) frame.data += line.slice(6);
          else if (line === 'data:') frame.data += '';
        }
        frames.push(frame);
      }
    }
  } finally {
    clearTimeout(deadline);
    await reader.cancel().catch(() => undefined);
  }
  if (isLate) throw new Error(`the stream gave no more within ${timeoutMs / 1000} s; frames so far: ${JSON.stringify(frames)}`);
  return frames;
}

const messages = (frames: Frame[]): any[] => frames.filter((f) => f.data !== '').map((f) => JSON.parse(f.data));

const MODERN = '2026-07-28';
function listen(filter: Record<string, unknown>, id: string | number): Promise<Response> {
  return fetch(fixture.gateway.mcpUrl, {
    method: 'POST',
    headers: { ...MCP_HEADERS, 'mcp-protocol-version': MODERN, 'mcp-method': 'subscriptions/listen' },
    body: JSON.stringify({ jsonrpc: '2.0', id, method: 'subscriptions/listen',
      params: { notifications: filter, _meta: { 'io.modelcontextprotocol/protocolVersion': MODERN, 'io.modelcontextprotocol/clientCapabilities': {} } } }),
  });
}

async function changeTools(): Promise<void> {
  await fixture.project.db.query('SELECT api.create_or_replace_mcp_handler($1::jsonb, $2)', [
    JSON.stringify({ id: randomUUID(), type: 'tool', name: `gw_new_${randomUUID().slice(0, 8)}`, description: 'new', requiresAuth: false }),
    `BEGIN RETURN api.mcp_tool_result('[]'::jsonb, request.request_id); END;`,
  ]);
}

describe('subscriptions/listen (2026-07-28)', () => {
  it('acknowledges first, then sends only what was asked for, tagged with the subscription id', async () => {
    const tools = await listen({ toolsListChanged: true, resourceSubscriptions: ['app://server/time', 'app://nowhere'] }, 'listen-tools');
    const prompts = await listen({ promptsListChanged: true }, 'listen-prompts');
    expect(tools.headers.get('content-type')).toContain('text/event-stream');
    const toolsFrames = readFrames(tools, (frames) => messages(frames).some((m) => m.method === 'notifications/tools/list_changed'));
    const promptFrames = readFrames(prompts, (frames) => frames.length >= 1);
    // The acknowledgement arrives before anything changes; then the change.
    await eventually('the tools subscription is acknowledged', () => messages(toolsFrames.frames).length >= 1, 10_000, 20);
    await changeTools();
    const got = messages(await toolsFrames.done);
    expect(got[0]).toMatchObject({
      method: 'notifications/subscriptions/acknowledged',
      params: { notifications: { toolsListChanged: true, resourceSubscriptions: ['app://server/time'] }, _meta: { 'io.modelcontextprotocol/subscriptionId': 'listen-tools' } },
    });
    expect(got.at(-1)).toMatchObject({ method: 'notifications/tools/list_changed', params: { _meta: { 'io.modelcontextprotocol/subscriptionId': 'listen-tools' } } });
    const promptMessages = messages(await promptFrames.done);
    expect(promptMessages.map((m) => m.method)).toEqual(['notifications/subscriptions/acknowledged']);
  });

  it('delivers resources/updated for a subscribed URI without any session', async () => {
    const stream = await listen({ resourceSubscriptions: ['app://server/time'] }, 7);
    const frames = readFrames(stream, (all) => messages(all).some((m) => m.method === 'notifications/resources/updated'));
    await eventually('the subscription is acknowledged', () => messages(frames.frames).length >= 1, 10_000, 20);
    await fixture.project.db.query(`SELECT api.mcp_notify_resource_updated('app://server/time')`);
    const got = messages(await frames.done);
    expect(got.at(-1)).toEqual({ jsonrpc: '2.0', method: 'notifications/resources/updated',
      params: { uri: 'app://server/time', _meta: { 'io.modelcontextprotocol/subscriptionId': 7 } } });
  });

  it('refuses a malformed filter', async () => {
    const response = await listen({ toolsListChanged: 'yes' } as never, 'bad');
    expect(await response.json()).toMatchObject({ id: 'bad', error: { code: -32602 } });
  });
});

describe('resumable streams (2025-11-25 sessions)', () => {
  async function session(): Promise<Record<string, string>> {
    const init = await postMcp(fixture.gateway.mcpUrl, rpcRequest('initialize', { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 't', version: '1' } }));
    return { 'mcp-session-id': init.headers.get('mcp-session-id')!, 'mcp-protocol-version': '2025-11-25' };
  }

  it('answers a quick call that raises nothing as plain JSON, without a kept stream', async () => {
    const headers = await session();
    const post = await fetch(fixture.gateway.mcpUrl, { method: 'POST', headers: { ...MCP_HEADERS, ...headers },
      body: JSON.stringify(rpcRequest('tools/list', {}, 40)) });
    expect(post.status).toBe(200);
    expect(post.headers.get('content-type')).toContain('application/json');
    expect(await post.json()).toMatchObject({ id: 40, result: { tools: expect.any(Array) } });
  });

  it('opens a primed stream for a call still running after a second, and ends it with the answer', async () => {
    const headers = await session();
    const post = await fetch(fixture.gateway.mcpUrl, { method: 'POST', headers: { ...MCP_HEADERS, ...headers },
      body: JSON.stringify(rpcRequest('tools/call', { name: 'gw_slow_quiet', arguments: {} }, 42)) });
    // The headers (and the priming event) leave while the handler still sleeps.
    const { rows } = await fixture.project.db.query<{ sleeping: number }>(
      `SELECT count(*)::int AS sleeping FROM pg_stat_activity WHERE datname = current_database() AND wait_event = 'PgSleep'`);
    expect(rows[0]!.sleeping, 'the handler is still running when the stream opens').toBe(1);
    expect(post.headers.get('content-type')).toContain('text/event-stream');
    const frames = await readFrames(post, (all) => messages(all).some((m) => m.id === 42)).done;
    expect(frames[0]).toEqual({ id: expect.stringMatching(/\.0$/), retry: 1000, data: '' });
    expect(messages(frames).at(-1)).toMatchObject({ id: 42, result: { content: [{ type: 'text', text: 'slow answer' }] } });
    expect(frames.at(-1)!.id).toMatch(/\.1$/);
  });

  it('primes the POST stream, ends it early on request, and replays the answer to GET + Last-Event-ID', async () => {
    const headers = await session();
    const post = await fetch(fixture.gateway.mcpUrl, { method: 'POST', headers: { ...MCP_HEADERS, ...headers },
      body: JSON.stringify(rpcRequest('tools/call', { name: 'gw_poll_me', arguments: {} }, 41)) });
    const first = await readFrames(post, () => false).done;
    expect(first).toEqual([{ id: expect.stringMatching(/\.0$/), retry: 1000, data: '' }]);
    const resumed = await fetch(fixture.gateway.mcpUrl, { headers: { accept: 'text/event-stream', ...headers, 'last-event-id': first[0]!.id! } });
    const rest = await readFrames(resumed, (frames) => messages(frames).some((m) => m.id === 41)).done;
    expect(messages(rest).at(-1)).toMatchObject({ id: 41, result: { content: [{ type: 'text', text: 'answered later' }] } });
    expect(rest.at(-1)!.id).toMatch(/\.1$/);
    // Another session cannot read it.
    const other = await session();
    const stranger = await fetch(fixture.gateway.mcpUrl, { headers: { accept: 'text/event-stream', ...other, 'last-event-id': first[0]!.id! } });
    const strangerFrames = await readFrames(stranger, (frames) => frames.length >= 1).done;
    expect(messages(strangerFrames)).toEqual([]);
  });

  it('replays notifications a GET stream missed', async () => {
    const headers = await session();
    const get1 = await fetch(fixture.gateway.mcpUrl, { headers: { accept: 'text/event-stream', ...headers } });
    const seen = readFrames(get1, (frames) => messages(frames).length >= 1);
    // The stream is registered before its priming event goes out.
    await eventually('the GET stream is primed', () => seen.frames.length >= 1, 10_000, 20);
    await changeTools();
    const firstStream = await seen.done;
    const lastSeen = firstStream.filter((f) => f.data !== '').at(-1)!.id!;
    // A witness: the gateway hands a registry change to every stream, open or closed and kept for replay, at once
    // (mcp/notification-hub.ts announce), so when the witness hears this change the closed stream has kept it.
    const witnessResponse = await listen({ toolsListChanged: true }, 'witness');
    const witness = readFrames(witnessResponse, (frames) => messages(frames).some((m) => m.method === 'notifications/tools/list_changed'));
    await eventually('the witness subscription is acknowledged', () => messages(witness.frames).length >= 1, 10_000, 20);
    await changeTools(); // while no stream of the session is open
    await witness.done;
    const get2 = await fetch(fixture.gateway.mcpUrl, { headers: { accept: 'text/event-stream', ...headers, 'last-event-id': lastSeen } });
    const replayed = messages(await readFrames(get2, (frames) => messages(frames).length >= 1).done);
    expect(replayed[0]).toEqual({ jsonrpc: '2.0', method: 'notifications/tools/list_changed' });
  });

  it('refuses a request naming a newer revision than the session negotiated', async () => {
    const init = await postMcp(fixture.gateway.mcpUrl, rpcRequest('initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } }));
    const sessionId = init.headers.get('mcp-session-id')!;
    const newer = await postMcp(fixture.gateway.mcpUrl, rpcRequest('tools/list', {}, 'v'), { 'mcp-session-id': sessionId, 'mcp-protocol-version': '2025-11-25' });
    expect(newer.status).toBe(400);
    expect(newer.json).toMatchObject({ id: 'v', error: { code: -32000 } });
    const same = await postMcp(fixture.gateway.mcpUrl, rpcRequest('tools/list'), { 'mcp-session-id': sessionId, 'mcp-protocol-version': '2025-06-18' });
    expect(same.status).toBe(200);
  });
});
