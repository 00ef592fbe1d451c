// run_tests (chosen tests against the current files, rolled back) and what a failure tells the agent: the
// failing test's location and, when the test called a handler that failed at run time, the handler's cause
// (which the test itself only sees as "Tool execution failed"). Also the failure's wording: tool arguments
// rather than CLI flags, project-relative files, and JSON-RPC errors without a doubled "MCP error" prefix.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deployedAdvancedProject, startServe, structured, textOf, type DeployedProject, type ServeSession } from './support.js';

let project: DeployedProject;
let serve: ServeSession;
const HANDLER = 'api/tools/tally_things.sql';
const TEST = 'api/tools/__test__/test_tally_things.sql';

beforeAll(async () => {
  project = await deployedAdvancedProject('runtests', { deploy: false });
  serve = await startServe([project.dir, '--connection', project.db.url]);
  const written = await serve.client.callTool({ name: 'new_handler', arguments: { kind: 'tool', name: 'tally_things', readOnly: true } });
  expect(written.isError, textOf(written)).toBeFalsy();
}, 300_000);

afterAll(async () => {
  await serve?.close();
  await project?.close();
});

const run = (args: Record<string, unknown>) => serve.client.callTool({ name: 'run_tests', arguments: args }, undefined, { timeout: 240_000 });

describe('run_tests', () => {
  it('runs only the tests that name a handler, after the scripts, and rolls back', async () => {
    const result = await run({ handler: 'tally_things' });
    expect(result.isError, textOf(result)).toBeFalsy();
    expect(structured(result)).toMatchObject({ ok: true, status: 'tested', testsPassed: 1, testsTotal: 1, tests: [TEST], database: project.db.name });
    expect((await project.db.query("SELECT pg_catalog.to_regclass('pgmi.deployment') IS NULL AS none")).rows[0]!.none).toBe(true);
  }, 300_000);

  it('takes files, folders and globs, and runs each test after its folder\'s fixture', async () => {
    const byGlob = structured(await run({ tests: ['membership/__test__/test_api_key_rotate.sql', '**/test_tally_*.sql'] }));
    expect(byGlob, JSON.stringify(byGlob.failure)).toMatchObject({ ok: true, testsPassed: 2, tests: [TEST, 'membership/__test__/test_api_key_rotate.sql'] });
    const byFolder = structured(await run({ tests: ['api/tools/__test__/'] }));
    expect(byFolder).toMatchObject({ ok: true, tests: [TEST] });
  }, 300_000);

  it('refuses a choice that matches nothing, no choice at all, and unknown arguments', async () => {
    const nothing = structured(await run({ handler: 'no_such_handler' }));
    expect(nothing.failure).toMatchObject({ code: 'usage', message: expect.stringContaining('no SQL test matches handler "no_such_handler"') });
    const none = structured(await run({}));
    expect(none.failure.message).toContain('needs tests');
    const unknown = await run({ handlers: ['x'] });
    expect(unknown.isError).toBe(true);
    expect(textOf(unknown)).toMatch(/^Input validation error: .*Unrecognized key\(s\) in object: 'handlers'/);
  });
});

describe('a handler that fails at run time inside a test', () => {
  it('reaches the agent with the handler, its file and line, the SQLSTATE and the message', async () => {
    const original = readFileSync(join(project.dir, HANDLER), 'utf8');
    // Compiles (PL/pgSQL checks column names only when the statement runs) and fails when called.
    writeFileSync(join(project.dir, HANDLER), original.replace('BEGIN\n', 'BEGIN\n    PERFORM no_such_column FROM membership.role;\n'));
    try {
      for (const tool of ['run_tests', 'test'] as const) {
        const args = tool === 'run_tests' ? { handler: 'tally_things' } : {};
        const result = await serve.client.callTool({ name: tool, arguments: args }, undefined, { timeout: 240_000 });
        expect(result.isError, tool).toBe(true);
        const failure = structured(result).failure;
        expect(failure, tool).toMatchObject({ code: 'sql_failed', file: TEST, test: TEST, sqlstate: 'P0001' });
        expect(failure.handlerFailure, tool).toEqual({
          handler: 'api.mcp_tool_tally_things(api.mcp_request)',
          name: 'tool tally_things',
          file: HANDLER,
          line: expect.any(Number),
          lineText: '    PERFORM no_such_column FROM membership.role;',
          sqlstate: '42703',
          message: 'column "no_such_column" does not exist',
        });
        expect(textOf(result), tool).toContain(`because tool tally_things failed at ${HANDLER}:${failure.handlerFailure.line}: 42703 column "no_such_column" does not exist`);
      }
      const explained = structured(await serve.client.callTool({ name: 'explain_error', arguments: {} }));
      expect(explained.failure.handlerFailure.sqlstate).toBe('42703');
    } finally {
      writeFileSync(join(project.dir, HANDLER), original);
    }
  }, 600_000);
});

describe('failure wording', () => {
  it('names tool arguments, not CLI flags', async () => {
    const again = structured(await serve.client.callTool({ name: 'new_handler', arguments: { kind: 'tool', name: 'tally_things' } }));
    expect(again.failure.hint).toContain('force: true');
    expect(again.failure.hint).not.toContain('--force');
  });

  it('gives the project file relative to the project, also for pgmi.yaml', async () => {
    const file = join(project.dir, 'pgmi.yaml');
    const original = readFileSync(file, 'utf8');
    writeFileSync(file, `${original}\nno_such_key: 1\n`);
    try {
      const failure = structured(await serve.client.callTool({ name: 'plan', arguments: { offline: true } })).failure;
      expect(failure).toMatchObject({ code: 'invalid_project', file: 'pgmi.yaml', line: expect.any(Number) });
    } finally {
      writeFileSync(file, original);
    }
  });

  it('sends JSON-RPC errors with the message alone (the client adds one "MCP error" prefix)', async () => {
    const messages: string[] = [];
    for (const uri of ['pgmi://script/api/no_such.sql', 'pgmi://script/.env', 'pgmi://nothing/here']) {
      await serve.client.readResource({ uri }).catch((error: Error) => messages.push(error.message));
    }
    expect(messages).toHaveLength(3);
    for (const message of messages) expect(message.match(/MCP error/g), message).toHaveLength(1);
    expect(messages[0]).toBe('MCP error -32002: no file api/no_such.sql in the project');
  });
});
