// Deploy parameters: pgmi.yaml params < env_defaults.<env> (for empty keys) < --params-file < --param.
import { readFileSync } from 'node:fs';
import { ProjectError, ProjectProblems, UsageError, type SourceLocation } from '../errors.js';
import { PARAM_KEY, type ProjectConfig } from './config.js';

export type Params = Record<string, string>;

export interface ParamSources {
  paramsFiles: readonly string[];
  /** `key=value` strings from --param, in order. */
  paramArgs: readonly string[];
}

const SECRET_KEY = /password|secret|token|key|credential/i;

export function isSecretParam(key: string): boolean {
  return SECRET_KEY.test(key);
}

/** A copy safe to print: secret-looking values replaced by ***. */
export function maskParams(params: Params): Params {
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, isSecretParam(k) ? '***' : v]));
}

export function resolveParams(config: ProjectConfig, sources: ParamSources, readFile = (p: string) => readFileSync(p, 'utf8')): Params {
  const declared = config.params;
  const params: Record<string, string | null> = { ...declared };
  const fromFiles: Params = {};
  for (const file of sources.paramsFiles) {
    let text: string;
    try {
      text = readFile(file);
    } catch (error) {
      throw new ProjectError(`cannot read params file ${file}: ${(error as Error).message}`, { file, cause: error });
    }
    Object.assign(fromFiles, parseDotenv(text, file));
  }
  const fromArgs: Params = {};
  for (const arg of sources.paramArgs) {
    const eq = arg.indexOf('=');
    const key = eq > 0 ? arg.slice(0, eq).trim().toLowerCase() : '';
    if (!PARAM_KEY.test(key)) {
      throw new UsageError(`--param "${arg.split('=')[0]}=…" is not a valid parameter`, { hint: 'Write --param key=value with a lowercase identifier as key.' });
    }
    fromArgs[key] = arg.slice(eq + 1);
  }
  Object.assign(params, fromFiles, fromArgs);

  // env_defaults fill keys that are still empty, for the env being deployed.
  const env = params.env ?? undefined;
  const defaults = env ? config.envDefaults[env] : undefined;
  if (defaults) {
    for (const [key, value] of Object.entries(defaults)) {
      if (params[key] === null || params[key] === undefined) params[key] = value;
    }
  }

  const missing = Object.entries(params).filter(([, value]) => value === null).map(([key]) => key);
  if (missing.length > 0) {
    const problems: Array<{ message: string } & SourceLocation> = missing.map((key) => ({
      file: config.file,
      line: config.paramLines[key],
      message: `parameter "${key}" is declared without a value and none was given`,
    }));
    throw new ProjectProblems(problems, `Give it with --param ${missing[0]}=… or --params-file FILE${env ? '' : ', or set params.env so env_defaults apply'}.`);
  }
  return params as Params;
}

/** KEY=VALUE lines; # comments and blank lines ignored; one pair of surrounding quotes removed; first = splits. */
export function parseDotenv(text: string, file: string): Params {
  const params: Params = {};
  const problems: Array<{ message: string } & SourceLocation> = [];
  text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const body = line.startsWith('export ') ? line.slice(7).trim() : line;
    const eq = body.indexOf('=');
    const key = eq > 0 ? body.slice(0, eq).trim().toLowerCase() : '';
    if (!PARAM_KEY.test(key)) {
      problems.push({ file, line: index + 1, message: 'expected KEY=VALUE with a lowercase identifier as key' });
      return;
    }
    let value = body.slice(eq + 1).trim();
    if (value.length >= 2 && (value[0] === '"' || value[0] === "'") && value.endsWith(value[0])) value = value.slice(1, -1);
    params[key] = value;
  });
  if (problems.length > 0) throw new ProjectProblems(problems, 'Params files use the dotenv format: one KEY=VALUE per line.');
  return params;
}
