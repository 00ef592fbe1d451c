// run_tests' choice of tests (fixtures kept, handler names as whole words) and the path rule of pgmi serve.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { planTests, flattenTests } from '../../../src/deploy/test-plan.js';
import { selectTests, testsAt, testsOfHandler } from '../../../src/deploy/test-selection.js';
import { isReadableFile, resolveReadableFile } from '../../../src/serve/project-paths.js';

const FILES = [
  { path: 'api/__test__/_setup.sql', content: 'fixture' },
  { path: 'api/__test__/test_orders.sql', content: "SELECT api.mcp_handle_request('{\"params\": {\"name\": \"count_orders\"}}');" },
  { path: 'api/__test__/test_other.sql', content: "SELECT 'count_orders_total', 'orders.count', 'xcount_orders';" },
  { path: 'api/__test__/nested/_setup.sql', content: 'nested fixture' },
  { path: 'api/__test__/nested/test_deep.sql', content: 'SELECT 1;' },
  { path: 'membership/__test__/test_count_orders_rls.sql', content: 'SELECT 1;' },
];

describe('test selection', () => {
  const folders = planTests(FILES);

  it('keeps the fixtures on the way to each chosen test, and drops folders without one', () => {
    const chosen = selectTests(folders, testsAt(['api/__test__/nested/test_deep.sql']));
    expect(flattenTests(chosen).map((t) => t.path)).toEqual(['api/__test__/nested/test_deep.sql']);
    expect(chosen[0]?.setup?.path).toBe('api/__test__/_setup.sql');
    expect(chosen[0]?.tests).toEqual([]);
    expect(chosen[0]?.children[0]?.setup?.path).toBe('api/__test__/nested/_setup.sql');
  });

  it('chooses by folder and glob as deploy.order does', () => {
    expect(flattenTests(selectTests(folders, testsAt(['api/__test__/']))).map((t) => t.path)).toEqual(['api/__test__/test_orders.sql', 'api/__test__/test_other.sql', 'api/__test__/nested/test_deep.sql']);
    expect(flattenTests(selectTests(folders, testsAt(['**/test_o*.sql']))).map((t) => t.path)).toEqual(['api/__test__/test_orders.sql', 'api/__test__/test_other.sql']);
  });

  it('chooses a handler\'s tests by its name as a whole word, or by file name', () => {
    expect(flattenTests(selectTests(folders, testsOfHandler('count_orders'))).map((t) => t.path)).toEqual(['api/__test__/test_orders.sql', 'membership/__test__/test_count_orders_rls.sql']);
    expect(flattenTests(selectTests(folders, testsOfHandler('orders.count'))).map((t) => t.path)).toEqual(['api/__test__/test_other.sql']);
    expect(flattenTests(selectTests(folders, testsOfHandler('orders'))).map((t) => t.path)).toEqual(['api/__test__/test_orders.sql']);
    expect(flattenTests(selectTests(folders, testsOfHandler('order'))).map((t) => t.path)).toEqual([]);
  });
});

describe('the path rule', () => {
  let root: string;
  let project: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'pgmi-paths-'));
    project = join(root, 'app');
    mkdirSync(join(project, 'api'), { recursive: true });
    mkdirSync(join(project, '.pgmi'));
    mkdirSync(join(project, 'docs'));
    writeFileSync(join(project, 'api', 'a.sql'), '');
    writeFileSync(join(project, 'docs', 'guide.md'), '');
    writeFileSync(join(project, '.env.deploy'), 'secret');
    writeFileSync(join(project, '.pgmi', 'dev-secrets.env'), 'secret');
    writeFileSync(join(root, 'outside.sql'), '');
    symlinkSync(join(project, '.env.deploy'), join(project, 'api', 'to-secret.sql'));
    symlinkSync(join(root, 'outside.sql'), join(project, 'api', 'to-outside.sql'));
    symlinkSync(join(project, 'api', 'a.sql'), join(project, 'api', 'to-a.sql'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('allows the project\'s .sql files (also through a link inside it) and .md for docs', () => {
    expect(resolveReadableFile(project, 'api/a.sql')).toMatchObject({ path: 'api/a.sql', exists: true });
    expect(resolveReadableFile(project, 'api/to-a.sql').exists).toBe(true);
    expect(resolveReadableFile(project, 'api/not-yet.sql')).toMatchObject({ exists: false });
    expect(resolveReadableFile(project, 'docs/guide.md', 'markdown').path).toBe('docs/guide.md');
  });

  it('refuses hidden files, other extensions, links to secrets or outside, and escapes', () => {
    for (const [path, kind, reason] of [
      ['.env.deploy', 'sql', /hidden/],
      ['.pgmi/dev-secrets.env', 'sql', /hidden/],
      ['pgmi.yaml', 'sql', /only the project's SQL files/],
      ['docs/guide.md', 'sql', /only the project's SQL files/],
      ['api/a.sql', 'markdown', /only the project's Markdown files/],
      ['api/to-secret.sql', 'sql', /hidden/],
      ['api/to-outside.sql', 'sql', /outside the project/],
      ['../outside.sql', 'sql', /outside the project/],
      ['node_modules/x/y.sql', 'sql', /node_modules/],
    ] as const) {
      expect(() => resolveReadableFile(project, path, kind), path).toThrow(reason);
      expect(isReadableFile(project, path, kind), path).toBe(false);
    }
  });
});
