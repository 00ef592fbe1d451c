// What an agent reads: errors without the SDK's doubled prefix, tool arguments instead of CLI flags, every
// SQLSTATE class named, and snippets for a shared file without passwords.
import { describe, expect, it } from 'vitest';
import { withoutSdkPrefix } from '../../../src/serve/stdio-transport.js';
import { toolWording } from '../../../src/serve/tool-wording.js';
import { explainSqlstate } from '../../../src/serve/sqlstates.js';
import { snippetArguments, withoutPassword } from '../../../src/serve/print-config.js';
import { isSecretParam } from '../../../src/project/params.js';
import { renderPlan } from '../../../src/serve/read-only-query.js';
import { globToRegex } from '../../../src/serve/schema-catalog.js';

describe('withoutSdkPrefix', () => {
  it('strips "MCP error <code>: " from JSON-RPC errors and from isError tool results, and leaves the rest alone', () => {
    expect(withoutSdkPrefix({ jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'MCP error -32602: MCP error -32602: bad uri' } })).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32602, message: 'bad uri' },
    });
    const result = { jsonrpc: '2.0', id: 2, result: { isError: true, content: [{ type: 'text', text: 'MCP error -32602: Input validation error: x' }] } };
    expect(withoutSdkPrefix(result)).toEqual({ ...result, result: { isError: true, content: [{ type: 'text', text: 'Input validation error: x' }] } });
    const fine = { jsonrpc: '2.0', id: 3, result: { content: [{ type: 'text', text: 'MCP error -1: is data here' }] } };
    expect(withoutSdkPrefix(fine)).toBe(fine);
  });
});

describe('toolWording', () => {
  it('names tool arguments instead of CLI flags, and says where start flags go', () => {
    expect(toolWording('Choose another name, or pass --force to overwrite.')).toBe('Choose another name, or pass force: true to overwrite.');
    expect(toolWording('--folder "x" must be a folder inside the project')).toBe('the folder argument "x" must be a folder inside the project');
    expect(toolWording('Give them with --params-file FILE or --param admin_password=….')).toMatch(/start flags: restart it with them/);
    expect(toolWording('nothing to change')).toBe('nothing to change');
  });
});

describe('explainSqlstate', () => {
  it('names every class, including 0A, 3D and 3F', () => {
    expect(explainSqlstate('0A000')).toMatchObject({ className: 'feature not supported', condition: 'feature_not_supported' });
    expect(explainSqlstate('3D000')).toMatchObject({ className: 'invalid catalog name', condition: 'invalid_catalog_name' });
    expect(explainSqlstate('3F000')).toMatchObject({ className: 'invalid schema name', condition: 'invalid_schema_name' });
    expect(explainSqlstate('2BP01').className).toBe('dependent privilege descriptors still exist');
    expect(explainSqlstate('ZZ999').className).toBe('unknown class');
  });
});

describe('--print-config snippets', () => {
  it('leave the password of a connection out, in every spelling', () => {
    expect(withoutPassword('postgresql://app:s3cret@db.example:5432/app?sslmode=require')).toEqual({ connection: 'postgresql://app@db.example:5432/app?sslmode=require', removed: true });
    expect(withoutPassword('postgres://app@db/app?password=s3cret')).toEqual({ connection: 'postgres://app@db/app', removed: true });
    expect(withoutPassword("host=db user=app password='s3 cret' dbname=app")).toEqual({ connection: 'host=db user=app dbname=app', removed: true });
    expect(withoutPassword('postgresql://app@db/app')).toEqual({ connection: 'postgresql://app@db/app', removed: false });
  });

  it('leave secret parameters out and say so', () => {
    const { args, warnings } = snippetArguments(
      { connection: 'postgresql://u:pw@h/d', paramsFiles: ['/p/.env.deploy'], params: ['gateway_password=x', 'env=dev'], passOn: ['--allow-deploy'] },
      isSecretParam,
    );
    expect(args).toEqual(['--connection', 'postgresql://u@h/d', '--params-file', '/p/.env.deploy', '--param', 'env=dev', '--allow-deploy']);
    expect(warnings.join('\n')).toMatch(/password in --connection was left out.*pgpass/s);
    expect(warnings.join('\n')).toMatch(/--param gateway_password looks secret/);
    expect(JSON.stringify(args)).not.toContain('pw');
  });
});

describe('plans and globs', () => {
  it('renders EXPLAIN JSON as indented text with actuals', () => {
    const plan = [{ Plan: { 'Node Type': 'Seq Scan', 'Relation Name': 't', 'Startup Cost': 0, 'Total Cost': 1.5, 'Plan Rows': 10, 'Plan Width': 4, Filter: '(a > 1)', 'Actual Startup Time': 0.01, 'Actual Total Time': 0.02, 'Actual Rows': 3, 'Actual Loops': 1 }, 'Execution Time': 0.1 }];
    expect(renderPlan(plan)).toBe('Seq Scan on t  (cost=0..1.5 rows=10 width=4) (actual time=0.01..0.02 rows=3 loops=1)\n    Filter: (a > 1)\nExecution Time: 0.1 ms');
  });

  it('turns name globs into anchored regular expressions with everything else literal', () => {
    expect(globToRegex('invoice*')).toBe('^invoice.*$');
    expect(globToRegex('a?b.c')).toBe('^a.b\\.c$');
  });
});
