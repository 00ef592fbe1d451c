// Deploy parameters: pgmi.yaml params < dev_params (development deploys only) < --params-file < --param, then
// env_defaults.<env> for keys still empty, then, on a development deploy only, generated values for secrets still
// empty. A development deploy is one to the embedded PostgreSQL or by pgmi dev (the caller says: isDevServer), or
// one given env=dev explicitly (--param or a params file; env: dev written in pgmi.yaml does not count). Where each
// value came from is kept, so a secret written in pgmi.yaml (published with the project) can be warned about.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ProjectError, ProjectProblems, UsageError, type SourceLocation } from '../errors.js';
import { PARAM_KEY, type ProjectConfig } from './config-file.js';
import { parseDotenv } from './dotenv.js';

export type Params = Record<string, string>;

export type ParamOrigin = 'pgmi.yaml' | 'dev_params' | 'env_defaults' | 'params-file' | '--param' | 'generated';

export interface ParamSources {
  paramsFiles: readonly string[];
  /** `key=value` strings from --param, in order. */
  paramArgs: readonly string[];
}

/** Fills empty secrets with development values kept outside pgmi.yaml (see dev-secrets.ts). */
export type DevSecretSource = (keys: readonly string[]) => { values: Params; file: string; created: readonly string[] };

export interface ParamPolicy {
  /** The target is a development server (the embedded PostgreSQL, or pgmi dev): empty secrets are generated. */
  isDevServer: boolean;
  devSecrets?: DevSecretSource;
}

export interface ResolvedParams {
  values: Params;
  origins: Record<string, ParamOrigin>;
  /** Said on stderr and in --json warnings. */
  warnings: string[];
  /** Said on stderr (e.g. where generated passwords were put). */
  notices: string[];
  /** A development deploy: dev_params applied, empty secrets generated. */
  development: boolean;
}

/** The commented params file the templates generate. */
export const ENV_EXAMPLE = '.env.example';

const SECRET_KEY = /password|secret|token|key|credential/i;
/** Names whose value is a credential (narrower than SECRET_KEY, which also masks e.g. api_key_prefix). */
const CREDENTIAL_KEY = /password|passwd|secret|token|credential|(^|_)key$/i;
/** Names pgmi may fill with a generated random value. */
const GENERATED_KEY = /password|secret/i;

export function isSecretParam(key: string): boolean {
  return SECRET_KEY.test(key);
}

/** A copy safe to print: secret-looking values replaced by ***. */
export function maskParams(params: Params): Params {
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, isSecretParam(k) ? '***' : v]));
}

export function resolveParams(
  config: ProjectConfig,
  sources: ParamSources,
  policy: ParamPolicy = { isDevServer: false },
  readFile = (p: string) => readFileSync(p, 'utf8'),
): ResolvedParams {
  const values: Record<string, string | null> = { ...config.params };
  const origins: Record<string, ParamOrigin> = {};
  for (const [key, value] of Object.entries(config.params)) if (value !== null) origins[key] = 'pgmi.yaml';
  for (const file of sources.paramsFiles) {
    for (const [key, value] of Object.entries(parseDotenv(readParamsFile(file, readFile), file))) {
      values[key] = value;
      origins[key] = 'params-file';
    }
  }
  for (const [key, value] of sources.paramArgs.map(parseParamArg)) {
    values[key] = value;
    origins[key] = '--param';
  }

  // A required key given as an empty value (an unfilled line copied from .env.example) is still missing.
  for (const [key, declared] of Object.entries(config.params)) {
    if (declared === null && values[key] === '') {
      values[key] = null;
      delete origins[key];
    }
  }

  // dev_params replace pgmi.yaml's values on a development deploy; files and --param still win.
  const explicitDev = values.env === 'dev' && (origins.env === 'params-file' || origins.env === '--param');
  const development = policy.isDevServer || explicitDev;
  if (development) {
    for (const [key, value] of Object.entries(config.devParams)) {
      if (origins[key] === 'params-file' || origins[key] === '--param') continue;
      values[key] = value;
      origins[key] = 'dev_params';
    }
  }

  // env_defaults fill keys that are still empty, for the env being deployed.
  const env = values.env ?? undefined;
  for (const [key, value] of Object.entries((env && config.envDefaults[env]) || {})) {
    if (values[key] === null || values[key] === undefined) {
      values[key] = value;
      origins[key] = 'env_defaults';
    }
  }

  const warnings: string[] = [];
  const notices: string[] = [];
  if (!development && env === 'dev' && origins.env === 'pgmi.yaml') {
    warnings.push(
      'parameter env is "dev" from pgmi.yaml (params.env), but this is not a development deploy: development-only SQL ' +
        '(seeds, examples) that checks env runs here too. Put env: dev under dev_params in pgmi.yaml and env: prod under ' +
        'params, or pass --param env=dev when you mean it.',
    );
  }
  const generatable = emptyKeys(values).filter((key) => GENERATED_KEY.test(key));
  if (generatable.length > 0 && policy.devSecrets && development) {
    const generated = policy.devSecrets(generatable);
    for (const key of generatable) {
      values[key] = generated.values[key] as string;
      origins[key] = 'generated';
    }
    if (policy.isDevServer && generated.created.length > 0) {
      notices.push(`Generated development values for ${generated.created.join(', ')} in ${generated.file} (mode 0600, git-ignored); later runs reuse them.`);
    }
    if (!policy.isDevServer) {
      warnings.push(
        `env=dev was given, so ${generatable.join(', ')} ${generatable.length === 1 ? 'gets a development value' : 'get development values'} ` +
          `from ${generated.file}${generated.created.length > 0 ? ' (generated now)' : ''}, not from pgmi.yaml. Do not use env=dev for a server anyone else can reach.`,
      );
    }
  }

  const missing = emptyKeys(values);
  if (missing.length > 0) throw missingParams(config, missing);

  for (const [key, origin] of Object.entries(origins)) {
    if ((origin === 'pgmi.yaml' || origin === 'env_defaults' || origin === 'dev_params') && CREDENTIAL_KEY.test(key) && values[key] !== '') {
      const where = origin === 'pgmi.yaml' ? `params.${key}` : origin === 'dev_params' ? `dev_params.${key}` : `env_defaults.${env}.${key}`;
      warnings.push(
        `parameter ${key} is set from a value written in pgmi.yaml (${where}): anyone who can read the project knows it. ` +
          `Leave it empty (${key}: ~) and give it with --params-file FILE or --param ${key}=…; pgmi dev generates development values.`,
      );
    }
  }
  return { values: values as Params, origins, warnings, notices, development };
}

function readParamsFile(file: string, readFile: (p: string) => string): string {
  try {
    return readFile(file);
  } catch (error) {
    throw new ProjectError(`cannot read params file ${file}: ${(error as Error).message}`, { file, cause: error });
  }
}

function parseParamArg(arg: string): [string, string] {
  const eq = arg.indexOf('=');
  const key = eq > 0 ? arg.slice(0, eq).trim().toLowerCase() : '';
  if (!PARAM_KEY.test(key)) {
    throw new UsageError(`--param "${arg.split('=')[0]}=…" is not a valid parameter`, { hint: 'Write --param key=value with a lowercase identifier as key.' });
  }
  return [key, arg.slice(eq + 1)];
}

function emptyKeys(values: Record<string, string | null>): string[] {
  return Object.entries(values).filter(([, value]) => value === null).map(([key]) => key);
}

function missingParams(config: ProjectConfig, missing: readonly string[]): ProjectProblems {
  const problems: Array<{ message: string } & SourceLocation> = missing.map((key) => ({
    file: config.file,
    line: config.paramLines[key],
    message: `parameter "${key}" is declared without a value and none was given`,
  }));
  const secrets = missing.filter((key) => GENERATED_KEY.test(key));
  const example = missing.map((key) => `--param ${key}=…`).join(' ');
  const template = config.file && existsSync(join(dirname(config.file), ENV_EXAMPLE)) ? `; ${ENV_EXAMPLE} lists them` : '';
  return new ProjectProblems(
    problems,
    `Give ${missing.length === 1 ? 'it' : 'them'} with --params-file FILE (dotenv: one key=value per line${template}) or ${example}.` +
      (secrets.length > 0
        ? ' pgmi generates development passwords only on the embedded PostgreSQL (pgmi dev, or deploy/test without a connection) or when you pass env=dev; a server named by a connection gets only the passwords you give.'
        : ''),
  );
}
