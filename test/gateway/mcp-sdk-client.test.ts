// The official MCP TypeScript SDK client, over Streamable HTTP with an API key, against a deployed project.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { bearer, startFixture, type GatewayFixture } from './support/fixture.js';

let fixture: GatewayFixture;

beforeAll(async () => {
  fixture = await startFixture('sdk');
});

afterAll(async () => {
  await fixture?.stop();
});

async function connect(headers: Record<string, string> = bearer(fixture.key)): Promise<{ client: Client; transport: StreamableHTTPClientTransport }> {
  const client = new Client({ name: 'pgmi-gateway-test', version: '0.0.1' }, { capabilities: {} });
  const transport = new StreamableHTTPClientTransport(new URL(fixture.gateway.mcpUrl), { requestInit: { headers } });
  await client.connect(transport);
  return { client, transport };
}

describe('gateway with the official MCP SDK client', () => {
  it('initializes, gets a session, and pings', async () => {
    const { client, transport } = await connect();
    expect(client.getServerVersion()?.name).toBe('gwtest'); // the project's name (pgmi.yaml mcp_server_name), not the database's
    expect(client.getServerCapabilities()?.tools).toBeDefined();
    expect(transport.sessionId).toMatch(/^[\x21-\x7e]+$/);
    await expect(client.ping()).resolves.toBeDefined();
    await client.close();
  });

  it('lists and calls tools with the identity of the API key', async () => {
    const { client } = await connect();
    const { tools } = await client.listTools();
    const names = tools.map((tool) => tool.name);
    expect(names).toEqual(expect.arrayContaining(['gw_transaction', 'gw_whoami']));
    const whoami = await client.callTool({ name: 'gw_whoami', arguments: {} });
    expect(whoami.isError).toBe(false);
    expect((whoami.content as Array<{ text: string }>)[0]?.text).not.toBe('nobody');
    await client.close();
  });

  it('opens the transaction the tool declares (serializable, read only)', async () => {
    const { client } = await connect();
    const result = await client.callTool({ name: 'gw_transaction', arguments: {} });
    expect((result.content as Array<{ text: string }>)[0]?.text).toBe('serializable on');
    await client.close();
  });

  it('hides auth-only tools from anonymous callers', async () => {
    const { client } = await connect({});
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).not.toContain('gw_whoami');
    await client.close();
  });

  it('reports an unknown tool as -32602', async () => {
    const { client } = await connect();
    await expect(client.callTool({ name: 'no_such_tool', arguments: {} })).rejects.toMatchObject({ code: -32602 });
    await client.close();
  });

  it('receives progress notifications on the response stream', async () => {
    const { client } = await connect();
    const progress: number[] = [];
    const result = await client.callTool({ name: 'gw_progress', arguments: {} }, undefined, {
      onprogress: (notification) => progress.push(notification.progress),
    });
    expect((result.content as Array<{ text: string }>)[0]?.text).toBe('progressed');
    expect(progress).toEqual([0, 2]);
    await client.close();
  });

  it('lists resources and prompts, reads and gets what is listed', async () => {
    const { client } = await connect();
    const { resources } = await client.listResources();
    for (const resource of resources.slice(0, 3)) {
      const read = await client.readResource({ uri: resource.uri });
      expect(read.contents.length).toBeGreaterThan(0);
    }
    await client.listResourceTemplates();
    const { prompts } = await client.listPrompts();
    for (const prompt of prompts.filter((p) => !(p.arguments ?? []).some((a) => a.required)).slice(0, 3)) {
      const got = await client.getPrompt({ name: prompt.name, arguments: {} });
      expect(got.messages.length).toBeGreaterThan(0);
    }
    await client.close();
  });

  it('ends the session on terminateSession; the old id then gets 404', async () => {
    const { client, transport } = await connect();
    const sessionId = transport.sessionId!;
    await transport.terminateSession();
    const response = await fetch(fixture.gateway.mcpUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-session-id': sessionId, ...bearer(fixture.key) },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }),
    });
    expect(response.status).toBe(404);
    await client.close();
  });
});
