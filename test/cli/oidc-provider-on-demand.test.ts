// oidc-provider is not installed with pgmi: `pgmi dev --oauth` installs it once into pgmi's cache folder, says
// so, and loads it from there afterwards. Here the copy a checkout has is hidden (importInstalled finds none), so
// the real npm installs the pinned version into a temporary cache folder. (oauth-dev.test.ts runs the whole
// `pgmi dev --oauth` flow with the checkout's copy.)
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOidcProvider, oidcProviderVersion, pgmiCacheDir } from '../../src/dev/oidc-provider-install.js';
import { makeTempDir, removeDir } from '../support/temp-dir.js';

let cache: string;

beforeAll(async () => {
  cache = await makeTempDir('pgmi-cache');
});
afterAll(async () => {
  await removeDir(cache);
});

const notInstalled = () =>
  Promise.reject(Object.assign(new Error("Cannot find package 'oidc-provider' imported from pgmi"), { code: 'ERR_MODULE_NOT_FOUND' }));

describe('oidc-provider for pgmi dev --oauth', () => {
  it('is not a dependency of pgmi, only a devDependency (the version installed on demand)', () => {
    const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as Record<string, Record<string, string>>;
    expect(manifest.dependencies).not.toHaveProperty('oidc-provider');
    expect(manifest.devDependencies?.['oidc-provider']).toBe(oidcProviderVersion());
  });

  it('keeps its cache in PGMI_CACHE_DIR, else XDG_CACHE_HOME/pgmi, else ~/.cache/pgmi', () => {
    expect(pgmiCacheDir({ PGMI_CACHE_DIR: '/c', XDG_CACHE_HOME: '/x', HOME: '/h' })).toBe('/c');
    expect(pgmiCacheDir({ XDG_CACHE_HOME: '/x', HOME: '/h' })).toBe('/x/pgmi');
    expect(pgmiCacheDir({ HOME: '/h' })).toBe('/h/.cache/pgmi');
  });

  it('installs the pinned version into the cache once, saying so, and loads it from there after', async () => {
    const env = { ...process.env, PGMI_CACHE_DIR: cache };
    const said: string[] = [];
    const first = await loadOidcProvider({ env, info: (m) => said.push(m), importInstalled: notInstalled });
    const folder = join(cache, `oidc-provider-${oidcProviderVersion()}`);
    expect(said).toEqual([`pgmi dev --oauth needs oidc-provider ${oidcProviderVersion()}, which is not installed with pgmi: installing it once into ${folder} (npm install)…`]);
    expect(typeof first.default).toBe('function'); // the Provider class
    expect(JSON.parse(readFileSync(join(folder, 'node_modules', 'oidc-provider', 'package.json'), 'utf8')).version).toBe(oidcProviderVersion());
    expect(existsSync(`${folder}.${process.pid}.tmp`)).toBe(false);

    const again = await loadOidcProvider({ env, info: (m) => said.push(m), importInstalled: notInstalled });
    expect(said).toHaveLength(1);
    expect(again.default).toBe(first.default);
  }, 240_000);

  it('uses the copy installed beside pgmi when there is one, installing nothing', async () => {
    const said: string[] = [];
    const local = await loadOidcProvider({ env: { ...process.env, PGMI_CACHE_DIR: join(cache, 'unused') }, info: (m) => said.push(m) });
    expect(typeof local.default).toBe('function');
    expect(said).toEqual([]);
    expect(existsSync(join(cache, 'unused'))).toBe(false);
  });
});
