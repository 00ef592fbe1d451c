// The handler registry from outside: the admin login registers handlers, the gateway login cannot; every
// registry change is announced once, at COMMIT, on pgmi_registry_changed; a redeploy changes nothing; deploy
// verification passes; read-only dispatches reach the exchange log through the sealed outbox relay.
import pg from 'pg';
import { listenTo } from '../support/notifications.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPgmi } from '../support/cli.js';
import { passwordArgs } from '../support/template-roles.js';
import { callRest, deployTemplate, withClient, type DeployedTemplate } from './registry-support.js';

let app: DeployedTemplate;

beforeAll(async () => {
  app = await deployTemplate('registry');
});

afterAll(async () => {
  await app?.cleanup();
});

const body = (text: string): string => `BEGIN RETURN api.json_response(200, '${text}'); END;`;

/** Catalog facts a redeploy must not change: definitions, grants, registry content and versions. */
async function catalogSnapshot(): Promise<string> {
  const { rows } = await app.db.query<{ line: string }>(`
    SELECT n.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ') '
           || md5(pg_get_functiondef(p.oid)) || ' ' || coalesce(p.proacl::text, '') AS line
      FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
     WHERE n.nspname IN ('api', 'internal') AND p.prokind IN ('f', 'p')
    UNION ALL
    SELECT 'relation ' || c.oid::regclass::text || ' ' || coalesce(c.relacl::text, '') FROM pg_class c
     WHERE c.relnamespace = 'api'::regnamespace
    UNION ALL
    SELECT 'handler ' || object_id || ' ' || encode(fingerprint, 'hex') || ' ' || updated_at FROM api.handler
    UNION ALL
    SELECT 'catalog ' || api.catalog_version()
    ORDER BY 1`);
  return rows.map((r) => r.line).join('\n');
}

describe('handler registry', () => {
  it('lets the admin login register a handler that the gateway then serves', async () => {
    await withClient(app.roleUrl('admin'), (admin) =>
      admin.query('SELECT api.create_or_replace_rest_handler($1::jsonb, $2)', [
        JSON.stringify({ id: '0b1e0000-0000-4000-8000-000000000001', path: '/outside/{item}', httpMethod: '^GET$', requiresAuth: false, tags: ['outside'] }),
        `BEGIN RETURN api.json_response(200, jsonb_build_object('item', request.path_params ->> 'item')); END;`,
      ]),
    );
    const inventory = await withClient(app.roleUrl('admin'), (admin) =>
      admin.query("SELECT kind, name, tags FROM api.vw_handler_inventory WHERE handler_id = '0b1e0000-0000-4000-8000-000000000001'"),
    );
    expect(inventory.rows).toEqual([{ kind: 'rest', name: 'GET /outside/{item}', tags: ['outside'] }]);
    const result = await withClient(app.roleUrl('gateway'), (gateway) => callRest(gateway, 'GET', '/outside/w%20x'));
    expect(result.status).toBe(200);
    expect(JSON.parse(result.body!.toString())).toEqual({ item: 'w x' });
  });

  it('refuses registration to the gateway and customer logins', async () => {
    for (const role of ['gateway', 'customer'] as const) {
      const error = await withClient(app.roleUrl(role), (client) =>
        client.query('SELECT api.create_or_replace_rest_handler($1::jsonb, $2)', [JSON.stringify({ id: '0b1e0000-0000-4000-8000-0000000000ff', path: '/nope' }), body('{}')]),
      ).catch((e: { code?: string }) => e);
      expect((error as { code?: string }).code, role).toBe('42501');
    }
  });

  it('reports a metadata mistake as 22023 naming the key, with a hint', async () => {
    const error = await withClient(app.roleUrl('admin'), (admin) =>
      admin.query('SELECT api.create_or_replace_rpc_handler($1::jsonb, $2)', [JSON.stringify({ id: '0b1e0000-0000-4000-8000-000000000002', methodName: 'x.y', readonly: true }), body('{}')]),
    ).catch((e: pg.DatabaseError) => e);
    expect(error).toMatchObject({ code: '22023' });
    expect((error as pg.DatabaseError).message).toContain('"readonly"');
    expect((error as pg.DatabaseError).hint).toContain('readOnly');
  });

  it('announces a registry change once, at COMMIT, with the kinds and the new catalog version', async () => {
    const listener = await listenTo(app.roleUrl('gateway'), 'pgmi_registry_changed');
    await withClient(app.roleUrl('admin'), async (admin) => {
      await admin.query('BEGIN');
      await admin.query('SELECT api.create_or_replace_rest_handler($1::jsonb, $2)', [JSON.stringify({ id: '0b1e0000-0000-4000-8000-000000000003', path: '/announced' }), body('{}')]);
      await admin.query('SELECT api.create_or_replace_rest_handler($1::jsonb, $2)', [JSON.stringify({ id: '0b1e0000-0000-4000-8000-000000000004', path: '/announced/too' }), body('{}')]);
      await admin.query('SELECT api.create_or_replace_rpc_handler($1::jsonb, $2)', [JSON.stringify({ id: '0b1e0000-0000-4000-8000-000000000005', methodName: 'announced.rpc' }), body('{}')]);
      await listener.settle(); // everything committed so far has arrived
      expect(listener.payloads, 'nothing before COMMIT').toEqual([]);
      await admin.query('COMMIT');
    });
    await listener.stop();
    const version = (await app.db.query<{ v: string }>('SELECT api.catalog_version() AS v')).rows[0]!.v;
    expect(listener.payloads.map((p) => JSON.parse(p))).toEqual([{ kinds: ['rest', 'rpc'], catalog_version: version }]);
  });

  it('stays silent and keeps the catalog version when an unchanged handler is registered again', async () => {
    const before = (await app.db.query<{ v: string }>('SELECT api.catalog_version() AS v')).rows[0]!.v;
    const listener = await listenTo(app.roleUrl('gateway'), 'pgmi_registry_changed');
    await withClient(app.roleUrl('admin'), (admin) =>
      admin.query('SELECT api.create_or_replace_rest_handler($1::jsonb, $2)', [JSON.stringify({ id: '0b1e0000-0000-4000-8000-000000000003', path: '/announced' }), body('{}')]),
    );
    await listener.stop();
    expect(listener.payloads).toEqual([]);
    expect((await app.db.query<{ v: string }>('SELECT api.catalog_version() AS v')).rows[0]!.v).toBe(before);
  });

  it('passes deploy verification and summarises handlers by kind', async () => {
    const checks = await app.db.query<{ check_name: string; passed: boolean; detail: string }>('SELECT * FROM internal.verify_registry()');
    expect(checks.rows.filter((c) => !c.passed)).toEqual([]);
    expect(checks.rows.map((c) => c.check_name)).toContain('rest_routes_unambiguous');
    const summary = (await app.db.query<{ s: Record<string, number> }>('SELECT internal.deploy_summary() AS s')).rows[0]!.s;
    expect(Object.keys(summary).sort()).toEqual(['prompts', 'resources', 'rest', 'rpc', 'tools', 'total']);
    expect(summary.rest).toBeGreaterThanOrEqual(8);
    expect(summary.total).toBe(summary.rest! + summary.rpc! + summary.tools! + summary.resources! + summary.prompts!);
  });

  it('changes nothing in the catalog when the project is deployed again', async () => {
    const before = await catalogSnapshot();
    const again = await runPgmi(['deploy', app.dir, '--connection', app.db.url, '--force', '--skip-tests', ...passwordArgs()], { timeoutMs: 240_000 });
    expect(again.exitCode, again.stderr).toBe(0);
    expect(await catalogSnapshot()).toBe(before);
  });

  it('logs read-only dispatches through the outbox that the gateway hands back to api.record_exchanges, and never rolled-back work', async () => {
    const outbox = await withClient(app.roleUrl('gateway'), async (gateway) => {
      // As the gateway does it: the call and the transaction's outbox in one statement.
      await gateway.query('BEGIN READ ONLY');
      const { rows } = await gateway.query<{ status: number; outbox: string | null }>(
        `SELECT (s.r).status_code AS status, current_setting('exchange.outbox', true) AS outbox
           FROM (SELECT api.rest_invoke('GET', '/hello?name=relay&token=t0p', extensions.hstore('cookie', 'sid=sekrit'), NULL::bytea) AS r OFFSET 0) AS s`,
      );
      await gateway.query('COMMIT');
      expect(rows[0]!.status).toBe(200);
      // Nothing leaves a transaction that rolls back: its outbox is gone with it.
      await gateway.query('BEGIN READ ONLY');
      await gateway.query("SELECT api.rest_invoke('GET', '/hello?name=rolledback', ''::extensions.hstore, NULL::bytea)");
      await gateway.query('ROLLBACK');
      expect((await gateway.query<{ outbox: string | null }>("SELECT current_setting('exchange.outbox', true) AS outbox")).rows[0]!.outbox ?? '').toBe('');
      return rows[0]!.outbox ?? '';
    });
    const records = outbox.split('\n');
    expect(records).toHaveLength(1);
    expect(outbox).not.toContain('relay');
    const stored = await withClient(app.roleUrl('gateway'), (gateway) =>
      gateway.query<{ stored: number }>('SELECT api.record_exchanges($1::text[]) AS stored', [records]),
    );
    expect(stored.rows[0]!.stored).toBe(1);
    const row = await app.db.query<{ url: string; auth: string; via: string; status: number }>(
      `SELECT (request).url AS url, (request).headers OPERATOR(extensions.->) 'cookie' AS auth, logged_via AS via, (response).status_code AS status
         FROM api.rest_exchange WHERE (request).url LIKE '/hello?name=relay%' OR (request).url LIKE '/hello?name=rolledback%'`,
    );
    expect(row.rows).toEqual([{ url: '/hello?name=relay&token=[redacted]', auth: '[redacted]', via: 'relay', status: 200 }]);
  });
});
