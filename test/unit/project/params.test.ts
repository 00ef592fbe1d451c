import { describe, expect, it } from 'vitest';
import { emptyConfig } from '../../../src/project/config.js';
import { maskParams, resolveParams, type DevSecretSource } from '../../../src/project/params.js';
import { ProjectProblems, UsageError } from '../../../src/errors.js';

function config(params: Record<string, string | null>, envDefaults: Record<string, Record<string, string>> = {}, devParams: Record<string, string> = {}) {
  return { ...emptyConfig(), file: '/p/pgmi.yaml', params, envDefaults, devParams, paramLines: { admin_password: 4 } };
}

const none = { paramsFiles: [], paramArgs: [] };

/** A development-secret source that remembers what it was asked for. */
function fakeSecrets(): DevSecretSource & { asked: string[][] } {
  const asked: string[][] = [];
  const source = (keys: readonly string[]) => {
    asked.push([...keys]);
    return { values: Object.fromEntries(keys.map((k) => [k, `generated-${k}`])), file: '.pgmi/dev-secrets.env', created: [...keys] };
  };
  return Object.assign(source, { asked });
}

describe('deploy parameters', () => {
  it('layers pgmi.yaml < params files < --param', () => {
    const files: Record<string, string> = { a: 'env=staging\nregion=eu\n', b: 'region="us"\n' };
    const { values } = resolveParams(config({ env: 'dev', region: 'x', app: 'shop' }), { paramsFiles: ['a', 'b'], paramArgs: ['env=prod'] }, undefined, (f) => files[f] as string);
    expect(values).toEqual({ env: 'prod', region: 'us', app: 'shop' });
  });

  it('fills empty declared keys from env_defaults of the current env only, and warns that the password is published', () => {
    const declared = config({ env: 'dev', admin_password: null }, { dev: { admin_password: 'dev-pw' } });
    const resolved = resolveParams(declared, none);
    expect(resolved.values.admin_password).toBe('dev-pw');
    expect(resolved.warnings.join('\n')).toMatch(/admin_password is set from a value written in pgmi.yaml \(env_defaults.dev.admin_password\)/);
    const attempt = () => resolveParams(declared, { paramsFiles: [], paramArgs: ['env=prod'] });
    expect(attempt).toThrow(ProjectProblems);
    expect(attempt).toThrow(/admin_password/);
  });

  it('warns about a password written as a literal in params, but not about names that only mention keys', () => {
    const resolved = resolveParams(config({ gateway_password: 'hunter2', api_key_prefix: 'demo', env: 'prod' }), none);
    expect(resolved.warnings).toHaveLength(1);
    expect(resolved.warnings[0]).toContain('params.gateway_password');
    expect(resolved.warnings[0]).not.toContain('hunter2');
  });

  it('does not warn when the password comes from a params file or --param', () => {
    const resolved = resolveParams(config({ admin_password: null }), { paramsFiles: [], paramArgs: ['admin_password=s3cret'] });
    expect(resolved.values.admin_password).toBe('s3cret');
    expect(resolved.warnings).toEqual([]);
  });

  it('names every missing password and the ways to give them, and generates nothing, for a server that is not a development server', () => {
    const secrets = fakeSecrets();
    const attempt = () =>
      resolveParams(config({ env: 'dev', admin_password: null, gateway_password: null }), none, { isDevServer: false, devSecrets: secrets });
    expect(attempt).toThrow(ProjectProblems);
    try {
      attempt();
    } catch (error) {
      const problems = (error as ProjectProblems).problems.map((p) => p.message);
      expect(problems).toEqual([
        'parameter "admin_password" is declared without a value and none was given',
        'parameter "gateway_password" is declared without a value and none was given',
      ]);
      expect((error as ProjectProblems).hint).toContain('--params-file FILE');
      expect((error as ProjectProblems).hint).toContain('--param admin_password=… --param gateway_password=…');
    }
    expect(secrets.asked).toEqual([]);
  });

  it('generates empty passwords on a development server, and only passwords', () => {
    const secrets = fakeSecrets();
    const resolved = resolveParams(config({ admin_password: null, region: 'eu' }), none, { isDevServer: true, devSecrets: secrets });
    expect(resolved.values.admin_password).toBe('generated-admin_password');
    expect(resolved.origins.admin_password).toBe('generated');
    expect(resolved.warnings).toEqual([]);
    expect(resolved.notices).toEqual(['Generated development values for admin_password in .pgmi/dev-secrets.env (mode 0600, git-ignored); later runs reuse them.']);
    expect(() => resolveParams(config({ region: null }), none, { isDevServer: true, devSecrets: fakeSecrets() })).toThrow(/"region"/);
  });

  it('generates on any server when env=dev is passed explicitly, and says so loudly', () => {
    const secrets = fakeSecrets();
    const resolved = resolveParams(config({ env: 'prod', admin_password: null }), { paramsFiles: [], paramArgs: ['env=dev'] }, { isDevServer: false, devSecrets: secrets });
    expect(resolved.values.admin_password).toBe('generated-admin_password');
    expect(resolved.warnings.join('\n')).toMatch(/env=dev was given, so admin_password gets a development value from .pgmi\/dev-secrets.env/);
    // env: dev written in pgmi.yaml is the default, not an explicit choice.
    expect(() => resolveParams(config({ env: 'dev', admin_password: null }), none, { isDevServer: false, devSecrets: fakeSecrets() })).toThrow(ProjectProblems);
  });

  it('applies dev_params on a development deploy only: the embedded or pgmi dev server, or env=dev given explicitly', () => {
    const declared = config({ env: 'prod', examples: 'off', region: 'eu' }, {}, { env: 'dev', examples: 'on' });
    expect(resolveParams(declared, none).values).toEqual({ env: 'prod', examples: 'off', region: 'eu' });
    expect(resolveParams(declared, none).development).toBe(false);
    const dev = resolveParams(declared, none, { isDevServer: true });
    expect(dev.values).toEqual({ env: 'dev', examples: 'on', region: 'eu' });
    expect(dev.origins.examples).toBe('dev_params');
    expect(dev.development).toBe(true);
    // Given on purpose on any server: env=dev makes it a development deploy.
    expect(resolveParams(declared, { paramsFiles: [], paramArgs: ['env=dev'] }).values.examples).toBe('on');
    // Files and --param still win over dev_params.
    expect(resolveParams(declared, { paramsFiles: [], paramArgs: ['examples=off'] }, { isDevServer: true }).values.examples).toBe('off');
    // env_defaults follow the env dev_params chose.
    const withDefaults = config({ env: 'prod', region: null }, { dev: { region: 'local' } }, { env: 'dev' });
    expect(resolveParams(withDefaults, none, { isDevServer: true }).values.region).toBe('local');
  });

  it('warns when env: dev written in params would run development-only SQL on a server that is not a development server', () => {
    const warned = resolveParams(config({ env: 'dev' }), none).warnings;
    expect(warned.join('\n')).toMatch(/env is "dev" from pgmi.yaml \(params.env\), but this is not a development deploy.*dev_params/);
    expect(resolveParams(config({ env: 'dev' }), none, { isDevServer: true }).warnings).toEqual([]);
    expect(resolveParams(config({ env: 'dev' }), { paramsFiles: [], paramArgs: ['env=dev'] }).warnings).toEqual([]);
  });

  it('warns about a password written in dev_params as about one in params', () => {
    const resolved = resolveParams(config({ admin_password: null }, {}, { admin_password: 'pw' }), none, { isDevServer: true });
    expect(resolved.values.admin_password).toBe('pw');
    expect(resolved.warnings.join('\n')).toContain('dev_params.admin_password');
  });

  it('rejects a malformed --param', () => {
    expect(() => resolveParams(config({}), { paramsFiles: [], paramArgs: ['novalue'] })).toThrow(UsageError);
  });

  it('masks secret-looking keys', () => {
    expect(maskParams({ admin_password: 'x', api_token: 'y', env: 'dev' })).toEqual({ admin_password: '***', api_token: '***', env: 'dev' });
  });
});

describe('required parameters given empty', () => {
  it('count as missing, so an unfilled copy of .env.example is refused before connecting', () => {
    const files: Record<string, string> = { '.env.deploy': 'env=prod\nadmin_password=     # operators\n' };
    const attempt = () => resolveParams(config({ admin_password: null }), { paramsFiles: ['.env.deploy'], paramArgs: [] }, undefined, (f) => files[f] as string);
    expect(attempt).toThrow(/parameter "admin_password" is declared without a value/);
    // A key that is not required may be empty.
    expect(resolveParams(config({ note: 'x' }), { paramsFiles: [], paramArgs: ['note='] }).values.note).toBe('');
  });
});
