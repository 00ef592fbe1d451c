import { describe, expect, it } from 'vitest';
import { parseProjectConfig } from '../../../src/project/config.js';
import { ProjectProblems } from '../../../src/errors.js';
import { thrownBy } from '../../support/thrown.js';

const problemsOf = (text: string): ProjectProblems => thrownBy(() => parseProjectConfig(text, '/p/pgmi.yaml'), ProjectProblems, 'parseProjectConfig');

describe('pgmi.yaml', () => {
  it('reads deploy.finalize as a list of schema-qualified functions, and names a bad entry', () => {
    const config = parseProjectConfig('deploy:\n  finalize:\n    - internal.remove_orphaned_handlers\n', '/p/pgmi.yaml');
    expect(config.deploy.finalize).toEqual(['internal.remove_orphaned_handlers']);
    expect(parseProjectConfig('name: x\n', '/p/pgmi.yaml').deploy.finalize).toEqual([]);
    const problems = problemsOf('deploy:\n  finalize: [remove_orphans]\n');
    expect(problems.problems[0]).toMatchObject({ line: 2, message: expect.stringContaining('"deploy.finalize" entries must be schema-qualified function names') });
  });

  it('reads deploy.analyze as true or false (unset: analyze), and names a value that is neither', () => {
    expect(parseProjectConfig('deploy:\n  analyze: false\n', '/p/pgmi.yaml').deploy.analyze).toBe(false);
    expect(parseProjectConfig('deploy:\n  analyze: true\n', '/p/pgmi.yaml').deploy.analyze).toBe(true);
    expect(parseProjectConfig('name: x\n', '/p/pgmi.yaml').deploy.analyze).toBeUndefined();
    const problems = problemsOf('deploy:\n  analyze: "no"\n');
    expect(problems.problems[0]).toMatchObject({ line: 2, message: '"deploy.analyze" must be true or false' });
  });

  it('reads every section', () => {
    const config = parseProjectConfig(
      [
        'name: shop',
        'connection:',
        '  host: db.internal',
        '  port: 6543',
        '  database: shop',
        '  sslmode: require',
        'deploy:',
        '  order: [setup/, lib/]',
        '  lock_timeout: 5s',
        '  verify: [internal.verify_registry]',
        'params:',
        '  env: dev',
        '  admin_password: ~',
        'env_defaults:',
        '  dev: { admin_password: dev-pw }',
        'dev_params:',
        '  env: dev',
        '  examples: "on"',
      ].join('\n'),
      '/p/pgmi.yaml',
    );
    expect(config.connection).toMatchObject({ host: 'db.internal', port: 6543, database: 'shop', sslmode: 'require' });
    expect(config.deploy).toMatchObject({ order: ['setup/', 'lib/'], lockTimeoutMs: 5000, verify: ['internal.verify_registry'] });
    expect(config.params).toEqual({ env: 'dev', admin_password: null });
    expect(config.paramLines.admin_password).toBe(13);
    expect(config.envDefaults).toEqual({ dev: { admin_password: 'dev-pw' } });
    expect(config.devParams).toEqual({ env: 'dev', examples: 'on' });
  });

  it('checks dev_params names and values like params', () => {
    const error = problemsOf('dev_params:\n  Bad-Name: x\n  list: [1, 2]\n');
    expect(error.problems.map((p) => [p.line, p.message])).toEqual([
      [2, expect.stringContaining('parameter name "Bad-Name" must be a lowercase identifier')],
      [3, expect.stringContaining('"dev_params.list" must be a single value')],
    ]);
  });

  it('reports every unknown key and bad value with its line, all at once', () => {
    const error = problemsOf(['name: x', 'deploy:', '  ordr: [a/]', '  lock_timeout: soon', 'connection:', '  port: 99999', 'extra: 1'].join('\n'));
    expect(error.problems.map((p) => [p.line, p.message])).toEqual([
      [3, expect.stringContaining('unknown key "deploy.ordr"')],
      [4, expect.stringContaining('"deploy.lock_timeout" must be a duration')],
      [6, expect.stringContaining('port number')],
      [7, expect.stringContaining('unknown key "extra"')],
    ]);
    expect(error.file).toBe('/p/pgmi.yaml');
  });

  it('names the line of a YAML syntax error', () => {
    const error = problemsOf('name: x\nparams:\n  a: [1,\n');
    expect(error.problems[0]?.message).toMatch(/invalid YAML/);
    expect(error.problems[0]?.line).toBeGreaterThanOrEqual(3);
  });

  it('refuses a password in the file', () => {
    expect(problemsOf('connection:\n  password: hunter2\n').problems[0]?.message).toContain('not allowed');
  });

  it('accepts an empty file', () => {
    expect(parseProjectConfig('', '/p/pgmi.yaml').params).toEqual({});
  });
});
