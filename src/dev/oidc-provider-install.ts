// oidc-provider serves only `pgmi dev --oauth`, so it is not installed with pgmi (it brings 34 packages). The first
// --oauth installs the version pgmi is tested with (package.json's devDependencies) into pgmi's cache folder
// ($PGMI_CACHE_DIR, else $XDG_CACHE_HOME/pgmi, else ~/.cache/pgmi); later runs load it from there. A checkout of
// pgmi, or an install that added oidc-provider beside pgmi, loads that copy instead.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { execa } from 'execa';
import { GatewayFailed } from '../errors.js';
import { packagePath } from '../package-root.js';

export type OidcProviderModule = typeof import('oidc-provider');

const PACKAGE = 'oidc-provider';

/** The oidc-provider version pgmi's tests run (package.json devDependencies): the one installed on demand. */
export function oidcProviderVersion(): string {
  const manifest = JSON.parse(readFileSync(packagePath('package.json'), 'utf8')) as {
    devDependencies?: Record<string, string>;
  };
  const version = manifest.devDependencies?.[PACKAGE];
  if (!version) throw new Error(`package.json names no ${PACKAGE} version in devDependencies`);
  return version;
}

export function pgmiCacheDir(env: NodeJS.ProcessEnv): string {
  return env.PGMI_CACHE_DIR ?? join(env.XDG_CACHE_HOME ?? join(env.HOME ?? homedir(), '.cache'), 'pgmi');
}

function isMissingPackage(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') && String((error as Error).message).includes(PACKAGE);
}

export async function loadOidcProvider(input: {
  env: NodeJS.ProcessEnv;
  info: (message: string) => void;
  /** How the copy installed beside pgmi is imported (a test passes one that finds none). */
  importInstalled?: () => Promise<OidcProviderModule>;
}): Promise<OidcProviderModule> {
  try {
    return await (input.importInstalled ?? (() => import('oidc-provider')))();
  } catch (error) {
    if (!isMissingPackage(error)) throw error;
  }
  const version = oidcProviderVersion();
  const folder = join(pgmiCacheDir(input.env), `${PACKAGE}-${version}`);
  if (!existsSync(join(folder, 'node_modules', PACKAGE, 'package.json'))) {
    input.info(`pgmi dev --oauth needs ${PACKAGE} ${version}, which is not installed with pgmi: installing it once into ${folder} (npm install)…`);
    await installInto(folder, version, input.env);
  }
  const entry = createRequire(join(folder, 'package.json')).resolve(PACKAGE);
  return (await import(pathToFileURL(entry).href)) as OidcProviderModule;
}

/** npm install into a sibling folder, then a rename: a second pgmi dev installing at the same time finds either nothing or all of it. */
async function installInto(folder: string, version: string, env: NodeJS.ProcessEnv): Promise<void> {
  const staging = `${folder}.${process.pid}.tmp`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  writeFileSync(join(staging, 'package.json'), `${JSON.stringify({ private: true, description: 'pgmi dev --oauth' })}\n`);
  const result = await execa('npm', ['install', '--save-exact', '--no-audit', '--no-fund', '--loglevel=error', `${PACKAGE}@${version}`], {
    cwd: staging, env, extendEnv: false, reject: false, all: true,
  });
  if (result.exitCode !== 0) {
    rmSync(staging, { recursive: true, force: true });
    throw new GatewayFailed(`could not install ${PACKAGE} ${version} for pgmi dev --oauth: ${String(result.all).trim().split('\n').slice(-3).join(' ')}`, {
      hint: `Install it yourself (npm install --prefix ${folder} ${PACKAGE}@${version}), or run pgmi dev without --oauth.`,
    });
  }
  try {
    renameSync(staging, folder);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    if (!existsSync(join(folder, 'node_modules', PACKAGE, 'package.json'))) throw error;
  }
}
