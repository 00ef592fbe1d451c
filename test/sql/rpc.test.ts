// JSON-RPC through api.rpc_invoke as the gateway login: rpc_resolve + rpc_route_policy before BEGIN, the
// envelope validated and built in SQL, notifications answered with 204, conflicts propagated.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRpc, deployTemplate, json, withClient, type DeployedTemplate } from './registry-support.js';

let app: DeployedTemplate;
let carolKey: string;

beforeAll(async () => {
  app = await deployTemplate('rpc');
  await withClient(app.roleUrl('admin'), async (admin) => {
    await admin.query(`SELECT api.create_or_replace_rpc_handler($1::jsonb, $2)`, [
      JSON.stringify({ id: '0b1e0000-0002-4000-8000-000000000001', methodName: 'test.deadlock', requiresAuth: false }),
      `BEGIN RAISE EXCEPTION 'deadlock' USING ERRCODE = 'deadlock_detected'; END;`,
    ]);
    await admin.query(`SELECT api.create_or_replace_rpc_handler($1::jsonb, $2)`, [
      JSON.stringify({ id: '0b1e0000-0002-4000-8000-000000000002', methodName: 'test.serial', requiresAuth: false, minTransactionIsolation: 'serializable' }),
      `BEGIN RETURN api.json_response(200, jsonb_build_object('isolation', current_setting('transaction_isolation'))); END;`,
    ]);
    await admin.query("SELECT membership.upsert_user('rpcidp', 'carol', 'carol@example.com', 'Carol', true)");
    carolKey = (await admin.query("SELECT key FROM membership.issue_api_key_for_email('carol@example.com', 'rpc test')")).rows[0].key;
  });
});

afterAll(async () => {
  await app?.cleanup();
});

describe('JSON-RPC through api.rpc_invoke', () => {
  it('answers a call with the request id and the result the handler computed', async () => {
    await withClient(app.roleUrl('gateway'), async (gateway) => {
      const result = await callRpc(gateway, JSON.stringify({ jsonrpc: '2.0', id: 'abc', method: 'demo.sum', params: { a: 2, b: 40 } }));
      expect(result.status).toBe(200);
      expect(json(result)).toEqual({ jsonrpc: '2.0', id: 'abc', result: { sum: 42 } });
      expect(result.headers['x-rpc-method']).toBe('demo.sum');
    });
  });

  it('runs a serializable floor at serializable when resolved, and refuses a weaker transaction with -32600', async () => {
    await withClient(app.roleUrl('gateway'), async (gateway) => {
      const body = JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'test.serial' });
      const resolved = await callRpc(gateway, body);
      expect(resolved.policy?.transaction_isolation).toBe('serializable');
      expect(json(resolved).result).toEqual({ isolation: 'serializable' });
      const weak = await callRpc(gateway, body, { begin: 'BEGIN ISOLATION LEVEL REPEATABLE READ' });
      expect(weak.status).toBe(428);
      expect(json(weak)).toMatchObject({ id: 7, error: { code: -32600, data: { code: 'pgmi.transaction_isolation_too_weak' } } });
    });
  });

  it('serves a read-only authenticated method only in a read-only transaction', async () => {
    await withClient(app.roleUrl('gateway'), async (gateway) => {
      const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'demo.whoami' });
      const headers = { authorization: `Bearer ${carolKey}` };
      const resolved = await callRpc(gateway, body, { headers });
      expect(resolved.policy).toMatchObject({ transaction_read_only: true });
      expect(json(resolved).result.email).toBe('carol@example.com');
      const readWrite = await callRpc(gateway, body, { headers, begin: 'BEGIN' });
      expect(readWrite.status).toBe(428);
      expect(json(readWrite).error.data.code).toBe('pgmi.transaction_read_only_required');
      const anonymous = await callRpc(gateway, body);
      expect(json(anonymous).error.code).toBe(-32001);
      const claimed = await callRpc(gateway, body, { headers: { 'x-user-id': 'rpcidp|carol', 'x-user-email': 'carol@example.com' } });
      expect(json(claimed).error.code).toBe(-32001);
    });
  });

  it('answers a notification with 204 and no body', async () => {
    await withClient(app.roleUrl('gateway'), async (gateway) => {
      const result = await callRpc(gateway, JSON.stringify({ jsonrpc: '2.0', method: 'demo.sum', params: { a: 1, b: 1 } }));
      expect(result.status).toBe(204);
      expect(result.body).toBeNull();
    });
  });

  it('rejects malformed envelopes before any handler runs', async () => {
    await withClient(app.roleUrl('gateway'), async (gateway) => {
      expect(json(await callRpc(gateway, '{"jsonrpc": "2.0", "id": 1,'))).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } });
      expect(json(await callRpc(gateway, '{"id": 1, "method": "demo.sum"}')).error.code).toBe(-32600);
      const unknown = await callRpc(gateway, JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'no.such' }));
      expect(unknown.status).toBe(404);
      expect(json(unknown).error).toEqual({ code: -32601, message: 'Method not found: no.such' });
    });
  });

  it('lets a deadlock escape so the gateway can retry', async () => {
    await withClient(app.roleUrl('gateway'), async (gateway) => {
      const error = await callRpc(gateway, JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'test.deadlock' })).catch((e: { code?: string }) => e);
      expect((error as { code?: string }).code).toBe('40P01');
    });
  });
});
