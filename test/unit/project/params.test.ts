import { describe, expect, it } from 'vitest';
import { emptyConfig } from '../../../src/project/config.js';
import { maskParams, parseDotenv, resolveParams } from '../../../src/project/params.js';
import { ProjectProblems, UsageError } from '../../../src/errors.js';

function config(params: Record<string, string | null>, envDefaults: Record<string, Record<string, string>> = {}) {
  return { ...emptyConfig(), file: '/p/pgmi.yaml', params, envDefaults, paramLines: { admin_password: 4 } };
}

describe('deploy parameters', () => {
  it('layers pgmi.yaml < params files < --param', () => {
    const files: Record<string, string> = { a: 'env=staging\nregion=eu\n', b: 'region="us"\n' };
    const params = resolveParams(config({ env: 'dev', region: 'x', app: 'shop' }), { paramsFiles: ['a', 'b'], paramArgs: ['env=prod'] }, (f) => files[f] as string);
    expect(params).toEqual({ env: 'prod', region: 'us', app: 'shop' });
  });

  it('fills empty declared keys from env_defaults of the current env only', () => {
    const declared = config({ env: 'dev', admin_password: null }, { dev: { admin_password: 'dev-pw' } });
    expect(resolveParams(declared, { paramsFiles: [], paramArgs: [] }).admin_password).toBe('dev-pw');
    const attempt = () => resolveParams(declared, { paramsFiles: [], paramArgs: ['env=prod'] });
    expect(attempt).toThrow(ProjectProblems);
    expect(attempt).toThrow(/admin_password/);
  });

  it('rejects a malformed --param', () => {
    expect(() => resolveParams(config({}), { paramsFiles: [], paramArgs: ['novalue'] })).toThrow(UsageError);
  });

  it('parses dotenv files and names bad lines', () => {
    expect(parseDotenv('# c\n\nA=1\nexport b = two words \nc=\'q=1\'\n', 'f')).toEqual({ a: '1', b: 'two words', c: 'q=1' });
    expect(() => parseDotenv('ok=1\n=bad\n', 'f')).toThrow(/expected KEY=VALUE/);
  });

  it('masks secret-looking keys', () => {
    expect(maskParams({ admin_password: 'x', api_token: 'y', env: 'dev' })).toEqual({ admin_password: '***', api_token: '***', env: 'dev' });
  });
});
