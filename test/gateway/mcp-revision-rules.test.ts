// Per-revision rules a real client meets, with the official TypeScript SDK against the real gateway: tool arguments
// that break inputSchema come back as a tool execution error the model can read (SEP-1303), in every revision; and
// a handler that needs input asks a client only for what its revision has (elicitation from 2025-06-18, sampling
// in every revision with a session; a 2024-11-05 client has no session, so nothing is asked of it).
// The SDK always offers its newest revision; `connect` rewrites the initialize request to pin an older one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { CreateMessageRequestSchema, ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { bearer, startFixture, type GatewayFixture } from './support/fixture.js';
import { issueApiKey, type IssuedKey } from './support/keys.js';
import { postMcp } from './support/http.js';

let fixture: GatewayFixture;
const clients: Client[] = [];

beforeAll(async () => {
  fixture = await startFixture('revision-rules');
}, 300_000);

afterAll(async () => {
  for (const client of clients) await client.close().catch(() => undefined);
  await fixture?.stop();
});

interface Connected {
  client: Client;
  /** Every server→client request the client was sent (method names). */
  asked: string[];
  sessionId: string | undefined;
}

/** An SDK client that negotiates `version`, declares elicitation and sampling, and answers both. */
async function connect(version: string, key: IssuedKey = fixture.key): Promise<Connected> {
  const asked: string[] = [];
  const client = new Client({ name: 'pgmi-revision-rules', version: '0.0.1' }, { capabilities: { elicitation: {}, sampling: {} } });
  client.setRequestHandler(ElicitRequestSchema, async () => {
    asked.push('elicitation/create');
    return { action: 'decline' };
  });
  client.setRequestHandler(CreateMessageRequestSchema, async () => {
    asked.push('sampling/createMessage');
    return { role: 'assistant', model: 'test-model', content: { type: 'text', text: 'sampled answer' } };
  });
  const pin: typeof fetch = async (input, init) => {
    if (typeof init?.body === 'string' && init.body.includes('"method":"initialize"')) {
      const body = JSON.parse(init.body) as { params: { protocolVersion: string } };
      body.params.protocolVersion = version;
      return fetch(input, { ...init, body: JSON.stringify(body) });
    }
    return fetch(input, init);
  };
  const transport = new StreamableHTTPClientTransport(new URL(fixture.gateway.mcpUrl), { requestInit: { headers: bearer(key) }, fetch: pin });
  await client.connect(transport);
  clients.push(client);
  expect(client.getServerVersion()).toBeDefined();
  return { client, asked, sessionId: transport.sessionId };
}

const textOf = (result: unknown): string => ((result as { content?: Array<{ text?: string }> }).content?.[0]?.text ?? '').toString();

describe('tool arguments that break inputSchema reach the model (SEP-1303)', () => {
  for (const version of ['2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05']) {
    it(`answers isError with every message in a ${version} session, so callTool resolves`, async () => {
      const { client } = await connect(version);
      const result = await client.callTool({ name: 'echo', arguments: {} });
      expect(result.isError).toBe(true);
      expect(textOf(result)).toBe('Invalid arguments: arguments.message is required');
      const several = await client.callTool({ name: 'echo', arguments: { message: 5, extra: true } });
      expect(textOf(several)).toMatch(/^Invalid arguments: /);
      expect(textOf(several)).toContain('arguments.message must be string, got number');
      expect(textOf(several)).toContain('arguments.extra is not an allowed property');
      // An unknown tool is still a protocol error.
      await expect(client.callTool({ name: 'no_such_tool', arguments: {} })).rejects.toMatchObject({ code: -32602 });
    });
  }

  it('answers isError on the 2026-07-28 wire too', async () => {
    const modern = '2026-07-28';
    const response = await postMcp(
      fixture.gateway.mcpUrl,
      { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'echo', arguments: {}, _meta: { 'io.modelcontextprotocol/protocolVersion': modern, 'io.modelcontextprotocol/clientCapabilities': {} } } },
      { ...bearer(fixture.key), 'mcp-protocol-version': modern, 'mcp-method': 'tools/call', 'mcp-name': 'echo' },
    );
    expect(response.status).toBe(200);
    expect(response.json.result).toMatchObject({ resultType: 'complete', isError: true, content: [{ type: 'text', text: 'Invalid arguments: arguments.message is required' }] });
  });
});

describe('what a handler may ask a client, per revision', () => {
  it('never sends elicitation to a 2025-03-26 session, even when the client declared it; sampling is still asked', async () => {
    const victim = await issueApiKey(fixture.project.db, 'revision-rules@example.com');
    const { client, asked, sessionId } = await connect('2025-03-26', victim);
    expect(sessionId).toBeDefined();
    await expect(client.callTool({ name: 'revoke_my_api_key', arguments: {} })).rejects.toMatchObject({ code: -32021, data: { requiredCapabilities: { elicitation: {} } } });
    expect(asked).toEqual([]);
    const sampled = await client.callTool({ name: 'describe_tools', arguments: {} });
    expect(textOf(sampled)).toBe('sampled answer');
    expect(asked).toEqual(['sampling/createMessage']);
  });

  it('asks a 2025-06-18 session for elicitation', async () => {
    const victim = await issueApiKey(fixture.project.db, 'revision-rules-2@example.com');
    const { client, asked } = await connect('2025-06-18', victim);
    const declined = await client.callTool({ name: 'revoke_my_api_key', arguments: {} });
    expect(textOf(declined)).toBe('Nothing was revoked (decline).');
    expect(asked).toEqual(['elicitation/create']);
  });

  it('asks a 2024-11-05 client nothing: it has no session to record what it declared (-32021, as docs/mcp.md says)', async () => {
    const { client, asked, sessionId } = await connect('2024-11-05');
    expect(sessionId).toBeUndefined();
    await expect(client.callTool({ name: 'describe_tools', arguments: {} })).rejects.toMatchObject({ code: -32021, data: { requiredCapabilities: { sampling: {} } } });
    expect(asked).toEqual([]);
  });
});
