import { describe, expect, it } from 'vitest';
import { planDeploy, type DeployPlan } from '../../../src/deploy/plan.js';
import { planIncrement, definedNames, mentions, type DeployedProject } from '../../../src/deploy/increment-plan.js';
import { statementSetsSession } from '../../../src/deploy/session-scripts.js';
import { flattenTests } from '../../../src/deploy/test-plan.js';

const ORDER = ['setup/', 'lib/', 'api/'];
const SCRIPTS: Record<string, string> = {
  'setup/01-roles.sql': "SELECT set_config('pgmi.owner_role', 'o', true);",
  'setup/02-schemas.sql': 'CREATE SCHEMA IF NOT EXISTS api;',
  'lib/01-helpers.sql': 'CREATE OR REPLACE FUNCTION api.helper() RETURNS int LANGUAGE sql AS $$ SELECT 1 $$;',
  'api/notes.sql': `SELECT api.create_or_replace_mcp_handler('{"name": "count_notes"}'::jsonb, $body$ BEGIN RETURN NULL; END; $body$);`,
  'api/other.sql': `SELECT api.create_or_replace_mcp_handler('{"name": "other_tool"}'::jsonb, $body$ BEGIN RETURN NULL; END; $body$);`,
};
const TESTS: Record<string, string> = {
  'api/__test__/_setup.sql': 'SELECT 1;',
  'api/__test__/test_notes.sql': "SELECT 'count_notes';",
  'api/__test__/test_other.sql': "SELECT 'other_tool';",
  'lib/__test__/test_helper.sql': 'SELECT api.helper();',
  'lib/__test__/test_names_notes.sql': "SELECT api.mcp_handle_request('tools/call count_notes');",
};

function plan(scripts: Record<string, string>, tests: Record<string, string> = TESTS, params: Record<string, string> = {}): DeployPlan {
  const files = (record: Record<string, string>) => Object.entries(record).map(([path, content]) => ({ path, content }));
  return planDeploy({ scripts: files(scripts), tests: files(tests), order: ORDER, params, pgmiVersion: '1' });
}
const previous = (p: DeployPlan): DeployedProject => ({ plan: p, configKey: 'k', recordedFingerprint: p.fingerprint });
const paths = (folders: DeployPlan['tests']) => flattenTests(folders).map((t) => t.path);

describe('planIncrement', () => {
  it('re-applies a changed handler file after the session scripts and runs first the tests beside it and naming it', () => {
    const before = plan(SCRIPTS);
    const after = plan({ ...SCRIPTS, 'api/notes.sql': SCRIPTS['api/notes.sql']!.replace('NULL', '1') });
    const decision = planIncrement(previous(before), after, 'k', ORDER);
    expect(decision.kind).toBe('increment');
    if (decision.kind !== 'increment') return;
    expect(decision.scripts.map((s) => s.path)).toEqual(['setup/01-roles.sql', 'api/notes.sql']);
    expect(decision.changed).toEqual(['api/notes.sql']);
    // Beside it (the whole api/__test__ folder, its fixture kept) and naming count_notes elsewhere.
    expect(paths(decision.first)).toEqual(['api/__test__/test_notes.sql', 'api/__test__/test_other.sql', 'lib/__test__/test_names_notes.sql']);
    expect(decision.first[0]?.setup?.path).toBe('api/__test__/_setup.sql');
    expect(paths(decision.rest)).toEqual(['lib/__test__/test_helper.sql']);
    expect(decision.firstCount + decision.restCount).toBe(after.testFileCount);
  });

  it('counts a deleted handler file as a change whose old names choose the tests', () => {
    const { 'api/notes.sql': _gone, ...rest } = SCRIPTS;
    const decision = planIncrement(previous(plan(SCRIPTS)), plan(rest), 'k', ORDER);
    expect(decision).toMatchObject({ kind: 'increment', removed: ['api/notes.sql'], changed: [] });
    if (decision.kind === 'increment') expect(paths(decision.first)).toContain('lib/__test__/test_names_notes.sql');
  });

  it('redeploys everything, with the reason, for a file others build on, a once-script, or a changed configuration', () => {
    const before = plan(SCRIPTS);
    expect(planIncrement(previous(before), plan({ ...SCRIPTS, 'lib/01-helpers.sql': `${SCRIPTS['lib/01-helpers.sql']}\n-- x` }), 'k', ORDER)).toEqual({
      kind: 'full',
      reason: 'lib/01-helpers.sql is in lib/, which later scripts build on (only files in api/, the last deploy.order entry, are re-applied alone)',
    });
    expect(planIncrement(previous(before), plan({ ...SCRIPTS, 'api/m.sql': '-- pgmi:once\nSELECT 1;' }), 'k', ORDER)).toEqual({ kind: 'full', reason: 'api/m.sql is a pgmi:once script' });
    expect(planIncrement(previous(before), before, 'other', ORDER)).toEqual({ kind: 'full', reason: 'pgmi.yaml or the parameters changed' });
  });

  it('runs a changed test and every test under a changed fixture first', () => {
    const before = plan(SCRIPTS);
    const decision = planIncrement(previous(before), plan(SCRIPTS, { ...TESTS, 'lib/__test__/test_helper.sql': 'SELECT 2;' }), 'k', ORDER);
    expect(decision.kind === 'increment' && paths(decision.first)).toEqual(['lib/__test__/test_helper.sql']);
    const fixture = planIncrement(previous(before), plan(SCRIPTS, { ...TESTS, 'api/__test__/_setup.sql': 'SELECT 2;' }), 'k', ORDER);
    expect(fixture.kind === 'increment' && paths(fixture.first)).toEqual(['api/__test__/test_notes.sql', 'api/__test__/test_other.sql']);
  });
});

describe('what names a test', () => {
  it('reads functions, handler names, RPC methods and REST paths from a script', () => {
    const sql = `CREATE OR REPLACE FUNCTION api.count_it(p int) RETURNS int LANGUAGE sql AS $$ SELECT 1 $$;
      SELECT api.create_or_replace_rest_handler('{"name": "hello", "path": "/hello/{id}", "methodName": "demo.sum"}'::jsonb, $b$ $b$);`;
    expect(definedNames(sql)).toEqual(['count_it', 'hello', '/hello/{id}', 'demo.sum']);
  });

  it('matches whole identifiers only', () => {
    expect(mentions("'{\"name\": \"echo\"}'", 'echo')).toBe(true);
    expect(mentions('api.mcp_tool_echo_more', 'echo')).toBe(false);
    expect(mentions("api.rest_invoke('GET', '/hello')", '/hello')).toBe(true);
  });
});

describe('statementSetsSession', () => {
  it('counts SET, set_config, SET ROLE in a DO block and temporary objects, not function bodies', () => {
    expect(statementSetsSession('SET LOCAL search_path = api')).toBe(true);
    expect(statementSetsSession("-- header\nSELECT set_config('pgmi.x', 'y', true)")).toBe(true);
    expect(statementSetsSession("DO $$ BEGIN EXECUTE format('SET LOCAL ROLE %I', 'o'); END $$")).toBe(true);
    expect(statementSetsSession('CREATE OR REPLACE PROCEDURE pg_temp.p() LANGUAGE sql AS $$ SELECT 1 $$')).toBe(true);
    expect(statementSetsSession("CREATE OR REPLACE FUNCTION api.f() RETURNS void LANGUAGE plpgsql AS $$ BEGIN PERFORM set_config('a.b', 'c', true); END $$")).toBe(false);
    expect(statementSetsSession('CREATE TABLE IF NOT EXISTS api.t (id int)')).toBe(false);
  });
});
