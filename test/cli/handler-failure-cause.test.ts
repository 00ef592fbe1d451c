// A test that fails because a handler failed names the real cause — the handler, its project file and line,
// the SQLSTATE and the message — in the CLI's text, in --json and in pgmi serve's `test` result.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPgmi } from '../support/cli.js';
import { makeTempDir, removeDir } from '../support/temp-dir.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { passwordArgs } from '../support/template-roles.js';
import { startServe } from '../serve/support.js';

let root: string;
let dir: string;
let db: TestDatabase;
const TOOL = 'api/tools/count_notes.sql';

beforeAll(async () => {
  root = await makeTempDir('pgmi-cause');
  dir = join(root, 'app');
  expect((await runPgmi(['init', dir, '--template', 'advanced', '--yes', '--no-git'])).exitCode).toBe(0);
  writeFileSync(join(dir, 'api', 'notes-table.sql'), '-- the notes the tool counts\nCREATE TABLE IF NOT EXISTS api.note (note_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, body text);\n');
  const generated = await runPgmi(['new', 'tool', 'count_notes', '--description', "Count the caller's notes", '--read-only', dir]);
  expect(generated.exitCode, generated.stderr).toBe(0);
  // The generated body, counting the notes first.
  const tool = readFileSync(join(dir, TOOL), 'utf8').replace(
    /BEGIN\n/,
    'BEGIN\n    PERFORM count(*) FROM api.note;\n',
  );
  writeFileSync(join(dir, TOOL), tool);
  db = await createTestDatabase('cause');
}, 120_000);

afterAll(async () => {
  await db?.drop();
  if (root) await removeDir(root);
});

/** The generated tool, now reading a table that does not exist; returns the line that reads it. */
function breakTheTool(): number {
  const text = readFileSync(join(dir, TOOL), 'utf8').replace('FROM api.note;', 'FROM api.notez;');
  writeFileSync(join(dir, TOOL), text);
  return text.split('\n').findIndex((line) => line.includes('api.notez')) + 1;
}

describe('a handler that fails under its test', { timeout: 300_000 }, () => {
  it('deploys green as written, then names 42P01 at the handler\'s file:line when FROM api.note becomes api.notez', async () => {
    const green = await runPgmi(['test', dir, '--connection', db.url, ...passwordArgs()]);
    expect(green.exitCode, green.stderr).toBe(0);

    const line = breakTheTool();
    const failed = await runPgmi(['deploy', dir, '--connection', db.url, ...passwordArgs()]);
    expect(failed.exitCode).toBe(13);
    expect(failed.stderr).toContain('api/tools/__test__/test_count_notes.sql');
    expect(failed.stderr).toContain(`because tool count_notes failed at ${TOOL}:${line}: 42P01 relation "api.notez" does not exist`);
    expect(failed.stderr).toMatch(new RegExp(`\\n\\s+${line} \\|\\s+PERFORM count\\(\\*\\) FROM api\\.notez;`));

    const json = await runPgmi(['deploy', dir, '--json', '--connection', db.url, ...passwordArgs()]);
    expect(json.exitCode).toBe(13);
    const document = JSON.parse(json.stdout) as { error: Record<string, unknown> };
    expect(document.error.handlerFailure).toEqual({
      handler: 'api.mcp_tool_count_notes(api.mcp_request)',
      name: 'tool count_notes',
      file: TOOL,
      line,
      lineText: '    PERFORM count(*) FROM api.notez;',
      sqlstate: '42P01',
      message: 'relation "api.notez" does not exist',
    });
  });

  it('pgmi serve\'s test tool returns the same cause in its failure', async () => {
    const serve = await startServe([dir, '--connection', db.url]);
    try {
      const result = await serve.client.callTool({ name: 'test', arguments: {} }, undefined, { timeout: 240_000 });
      expect(result.isError).toBe(true);
      const failure = (result.structuredContent as { failure: Record<string, unknown> }).failure;
      expect(failure).toMatchObject({ code: 'sql_failed', test: 'api/tools/__test__/test_count_notes.sql', handlerFailure: { name: 'tool count_notes', file: TOOL, sqlstate: '42P01' } });
      expect((result.content as Array<{ text: string }>)[0]!.text).toContain(`because tool count_notes failed at ${TOOL}:`);
    } finally {
      await serve.close();
    }
  });

  it('names the project function an exception came from when a test calls it directly', async () => {
    writeFileSync(join(dir, 'api', 'zz-helper.sql'), [
      '-- a helper that raises',
      'CREATE OR REPLACE FUNCTION api.zz_divide(p_a integer, p_b integer)',
      'RETURNS integer',
      'LANGUAGE plpgsql',
      'AS $$',
      'BEGIN',
      '    RETURN p_a / p_b;',
      'END',
      '$$;',
      '',
    ].join('\n'));
    writeFileSync(join(dir, 'api', '__test__', 'test_zz_divide.sql'), '-- calls the helper with 0\nSELECT api.zz_divide(1, 0);\n');
    const failed = await runPgmi(['test', dir, '--json', '--connection', db.url, ...passwordArgs()]);
    expect(failed.exitCode).toBe(13);
    const error = (JSON.parse(failed.stdout) as { error: Record<string, unknown> }).error;
    expect(error.file).toBe('api/__test__/test_zz_divide.sql');
    expect(error.handlerFailure).toMatchObject({ handler: 'api.zz_divide(integer,integer)', file: 'api/zz-helper.sql', line: 7, sqlstate: '22012' });
    const text = await runPgmi(['test', dir, '--connection', db.url, ...passwordArgs()]);
    expect(text.stderr).toContain('because function api.zz_divide(integer,integer) failed at api/zz-helper.sql:7: 22012 division by zero');
  });
});
