// REST through api.rest_invoke as the gateway login: policy resolved before BEGIN, the transaction opened with
// it, identity only from the API key the request presents in its Authorization header (verified by SQL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { callRest, deployTemplate, json, withClient, type DeployedTemplate } from './registry-support.js';

let app: DeployedTemplate;
let gateway: pg.Client;
let apiKey: { key: string; key_id: string };

beforeAll(async () => {
  app = await deployTemplate('rest');
  apiKey = await withClient(app.roleUrl('admin'), async (admin) => {
    await admin.query(`SELECT api.create_or_replace_rest_handler($1::jsonb, $2)`, [
      JSON.stringify({ id: '0b1e0000-0001-4000-8000-000000000001', path: '/counter', httpMethod: '^POST$', requiresAuth: false }),
      `BEGIN
         UPDATE internal.setting SET value = (value::integer + 1)::text WHERE key = 'rest_test_counter';
         RETURN api.json_response(200, jsonb_build_object('isolation', current_setting('transaction_isolation')));
       END;`,
    ]);
    await admin.query(`SELECT api.create_or_replace_rest_handler($1::jsonb, $2)`, [
      JSON.stringify({ id: '0b1e0000-0001-4000-8000-000000000002', path: '/conflict', requiresAuth: false }),
      `BEGIN RAISE EXCEPTION 'could not serialize access' USING ERRCODE = 'serialization_failure'; END;`,
    ]);
    return (await admin.query("SELECT key, key_id FROM membership.issue_api_key_for_email('rest@example.com', 'rest test')")).rows[0];
  });
  await app.db.query("INSERT INTO internal.setting (key, value) VALUES ('rest_test_counter', '0')");
});

afterAll(async () => {
  await app?.cleanup();
});

describe('REST through api.rest_invoke', () => {
  it('serves a public route in the transaction the resolved policy asks for', async () => {
    await withClient(app.roleUrl('gateway'), async (gateway) => {
      const result = await callRest(gateway, 'GET', '/hello?name=Gateway');
      expect(result.policy).toEqual({ transaction_isolation: null, transaction_read_only: false, transaction_deferrable: false });
      expect(result.status).toBe(200);
      expect(json(result).message).toBe('Hello, Gateway!');
      expect(result.headers['content-type']).toBe('application/json');
      expect(result.headers['x-pgmi-catalog-version']).toMatch(/^[0-9a-f]{64}$/);
    });
  });

  it('honours a serializable read-only floor: SERIALIZABLE READ ONLY DEFERRABLE when resolved, 428 when not', async () => {
    await withClient(app.roleUrl('gateway'), async (gateway) => {
      const headers = { authorization: `Bearer ${apiKey.key}` };
      const resolved = await callRest(gateway, 'GET', '/stats/handlers', { headers });
      expect(resolved.policy).toEqual({ transaction_isolation: 'serializable', transaction_read_only: true, transaction_deferrable: true });
      expect(resolved.status).toBe(200);
      expect(json(resolved)).toMatchObject({ isolation: 'serializable', readOnly: true });
      const tooWeak = await callRest(gateway, 'GET', '/stats/handlers', { headers, begin: 'BEGIN READ ONLY' });
      expect(tooWeak.status).toBe(428);
      expect(json(tooWeak).code).toBe('pgmi.transaction_isolation_too_weak');
    });
  });

  it('answers 428 when a read-only route is called in a read-write transaction', async () => {
    await withClient(app.roleUrl('admin'), (admin) =>
      admin.query(`SELECT api.create_or_replace_rest_handler($1::jsonb, $2)`, [
        JSON.stringify({ id: '0b1e0000-0001-4000-8000-000000000003', path: '/report', requiresAuth: false, readOnly: true }),
        `BEGIN RETURN api.json_response(200, '{}'); END;`,
      ]),
    );
    await withClient(app.roleUrl('gateway'), async (gateway) => {
      const readWrite = await callRest(gateway, 'GET', '/report', { begin: 'BEGIN' });
      expect(readWrite.status).toBe(428);
      expect(json(readWrite).code).toBe('pgmi.transaction_read_only_required');
      expect((await callRest(gateway, 'GET', '/report')).status).toBe(200);
    });
  });

  it('escalates to a requested isolation level but never below the floor', async () => {
    await withClient(app.roleUrl('gateway'), async (gateway) => {
      const result = await callRest(gateway, 'POST', '/counter', { requestedIsolation: 'REPEATABLE-READ' });
      expect(result.policy?.transaction_isolation).toBe('repeatable read');
      expect(json(result).isolation).toBe('repeatable read');
      const bad = await callRest(gateway, 'POST', '/counter', { requestedIsolation: 'snapshot' }).catch((e: { code?: string }) => e);
      expect((bad as { code?: string }).code).toBe('22023');
    });
  });

  it('lets a serialization failure escape so the gateway can retry in a new transaction', async () => {
    await withClient(app.roleUrl('gateway'), async (gateway) => {
      const error = await callRest(gateway, 'GET', '/conflict').catch((e: { code?: string }) => e);
      expect((error as { code?: string }).code).toBe('40001');
      expect((await callRest(gateway, 'GET', '/hello')).status).toBe(200);
    });
  });

  it('authenticates the API key the request presents, and no one without it', async () => {
    await withClient(app.roleUrl('gateway'), async (gateway) => {
      const me = await callRest(gateway, 'GET', '/me', { headers: { authorization: `Bearer ${apiKey.key}` } });
      expect(me.status).toBe(200);
      expect(json(me).email).toBe('rest@example.com');
      const anonymous = await callRest(gateway, 'GET', '/me');
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers['www-authenticate']).toContain('Bearer');
      const claimed = await callRest(gateway, 'GET', '/me', { headers: { 'x-user-id': `apikey|${apiKey.key_id}` } });
      expect(claimed.status).toBe(401);
      const forged = await callRest(gateway, 'GET', '/me', { headers: { authorization: `Bearer ${apiKey.key.slice(0, -8)}AAAAAAAA` } }).catch((e: { code?: string }) => e);
      expect((forged as { code?: string }).code).toBe('PA401');
    });
  });

  it('answers HEAD without a body, 405 with Allow, and a 404 that does not echo the query', async () => {
    await withClient(app.roleUrl('gateway'), async (gateway) => {
      const head = await callRest(gateway, 'HEAD', '/hello');
      expect(head.status).toBe(200);
      expect(head.body).toBeNull();
      expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
      const notAllowed = await callRest(gateway, 'PUT', '/hello');
      expect(notAllowed.status).toBe(405);
      expect(notAllowed.headers.allow).toBe('GET, HEAD, OPTIONS');
      const notFound = await callRest(gateway, 'GET', '/missing?api_key=zzz');
      expect(notFound.status).toBe(404);
      expect(notFound.body!.toString()).not.toContain('zzz');
    });
  });

  it('is not callable by the customer login', async () => {
    const error = await withClient(app.roleUrl('customer'), (customer) => callRest(customer, 'GET', '/hello')).catch((e: { code?: string }) => e);
    expect((error as { code?: string }).code).toBe('42501');
  });
});
