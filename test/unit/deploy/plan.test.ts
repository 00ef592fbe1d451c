import { describe, expect, it } from 'vitest';
import { planDeploy, entryMatcher } from '../../../src/deploy/plan.js';
import { checksumSql } from '../../../src/deploy/checksum.js';
import { ProjectProblems } from '../../../src/errors.js';

const file = (path: string, content = 'SELECT 1;') => ({ path, content });
const base = { tests: [], params: {}, pgmiVersion: '1.0.0' };

describe('planDeploy', () => {
  it('orders scripts by deploy.order entries, natural sort inside each', () => {
    const plan = planDeploy({
      ...base,
      scripts: [file('lib/10-b.sql'), file('lib/2-a.sql'), file('setup/roles.sql'), file('api/x.sql')],
      order: ['setup/', 'lib/', 'api/'],
    });
    expect(plan.scripts.map((s) => s.path)).toEqual(['setup/roles.sql', 'lib/2-a.sql', 'lib/10-b.sql', 'api/x.sql']);
  });

  it('names a script that no deploy.order entry matches', () => {
    const attempt = () => planDeploy({ ...base, scripts: [file('lib/a.sql'), file('stray/b.sql')], order: ['lib/'] });
    expect(attempt).toThrow(ProjectProblems);
    expect(attempt).toThrow(/stray\/b\.sql is not matched by any deploy\.order entry/);
  });

  it('warns about an entry that matches no script, unless it is a folder that exists (waiting for its first script)', () => {
    const input = { ...base, scripts: [file('lib/a.sql')], order: ['lib/', 'migrations/', 'typo/', 'x/*.sql'] };
    expect(planDeploy(input).warnings).toEqual([
      'deploy.order entry "migrations/" matches no script',
      'deploy.order entry "typo/" matches no script',
      'deploy.order entry "x/*.sql" matches no script',
    ]);
    expect(planDeploy({ ...input, folderExists: (folder) => folder === 'migrations/' || folder === 'x/*.sql' }).warnings).toEqual([
      'deploy.order entry "typo/" matches no script',
      'deploy.order entry "x/*.sql" matches no script',
    ]);
  });

  it('rejects a script claimed by two entries, and paths differing only by case', () => {
    expect(() => planDeploy({ ...base, scripts: [file('lib/a.sql')], order: ['lib/', 'lib/*.sql'] })).toThrow(/duplicate script path/);
    expect(() => planDeploy({ ...base, scripts: [file('lib/A.sql'), file('lib/a.sql')] })).toThrow(/differ only by letter case/);
  });

  it('uses natural order of all paths without deploy.order', () => {
    const plan = planDeploy({ ...base, scripts: [file('b/1.sql'), file('a/10.sql'), file('a/9.sql')] });
    expect(plan.scripts.map((s) => s.path)).toEqual(['a/9.sql', 'a/10.sql', 'b/1.sql']);
  });

  it('records kinds and checksums that ignore BOM and line endings', () => {
    const plan = planDeploy({ ...base, scripts: [file('m/1.sql', '\uFEFF-- pgmi:once\r\nCREATE TABLE t();\r\n')] });
    expect(plan.scripts[0]?.kind).toBe('once');
    expect(plan.scripts[0]?.checksum).toBe(checksumSql('-- pgmi:once\nCREATE TABLE t();\n'));
    expect(plan.scripts[0]?.content).toBe('-- pgmi:once\nCREATE TABLE t();\n');
  });

  it('reports bad directives of every file at once', () => {
    const attempt = () => planDeploy({ ...base, scripts: [file('a.sql', '-- pgmi:nope\n'), file('b.sql', 'SELECT 1;\n-- pgmi:once\n')] });
    expect(attempt).toThrow(/2 problems/);
  });

  it('changes the fingerprint with content, params and version, and only then', () => {
    const scripts = [file('a.sql')];
    const fp = (over: Partial<Parameters<typeof planDeploy>[0]>) => planDeploy({ ...base, scripts, ...over }).fingerprint;
    expect(fp({})).toBe(fp({}));
    expect(fp({ scripts: [file('a.sql', 'SELECT 2;')] })).not.toBe(fp({}));
    expect(fp({ params: { env: 'prod' } })).not.toBe(fp({}));
    expect(fp({ pgmiVersion: '2.0.0' })).not.toBe(fp({}));
    expect(fp({ tests: [file('__test__/t.sql')] })).not.toBe(fp({}));
  });

  it('plans tests per folder: fixture first, natural order, children after, fixtures not counted', () => {
    const plan = planDeploy({
      ...base,
      scripts: [],
      tests: [file('__test__/test_10.sql'), file('__test__/test_2.sql'), file('__test__/_setup.sql'), file('__test__/deep/test_a.sql'), file('lib/__tests__/t.sql')],
    });
    expect(plan.testFileCount).toBe(4);
    const root = plan.tests.find((f) => f.path === '__test__');
    expect(root?.setup?.path).toBe('__test__/_setup.sql');
    expect(root?.tests.map((t) => t.path)).toEqual(['__test__/test_2.sql', '__test__/test_10.sql']);
    expect(root?.children.map((c) => c.path)).toEqual(['__test__/deep']);
  });
});

describe('deploy.order entries', () => {
  it('matches folders, globs and single files', () => {
    expect(entryMatcher('lib/')('lib/x/y.sql')).toBe(true);
    expect(entryMatcher('lib/')('library/y.sql')).toBe(false);
    expect(entryMatcher('lib/*.sql')('lib/a.sql')).toBe(true);
    expect(entryMatcher('lib/*.sql')('lib/x/a.sql')).toBe(false);
    expect(entryMatcher('lib/**/*.sql')('lib/x/a.sql')).toBe(true);
    expect(entryMatcher('./seed.sql')('seed.sql')).toBe(true);
  });
});
