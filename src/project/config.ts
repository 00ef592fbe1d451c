// pgmi.yaml: parsed strictly. Every problem (bad YAML, unknown key, wrong type) is collected with its line,
// and all of them are reported together before anything connects. The shape it fills, and what needs no parser,
// live in config-file.ts: loading this module loads yaml, which a deploy of an unchanged pgmi.yaml never needs.
import { posix, win32 } from 'node:path';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node, type Pair, type YAMLMap } from 'yaml';
import { ProjectProblems, type SourceLocation } from '../errors.js';
import { emptyConfig, PARAM_KEY, readConfigText, type ConnectionConfig, type DeployConfig, type ProjectConfig } from './config-file.js';
import { parseDuration } from './duration.js';

export { assertProjectDir, CONFIG_FILE, emptyConfig, PARAM_KEY, type ConnectionConfig, type DeployConfig, type ProjectConfig } from './config-file.js';

type Problem = { message: string } & SourceLocation;

const TOP_LEVEL_KEYS = ['name', 'template', 'template_version', 'connection', 'deploy', 'params', 'env_defaults', 'dev_params', 'gateway', 'embedded'];
const CONNECTION_KEYS = ['host', 'port', 'user', 'username', 'database', 'maintenance_database', 'sslmode', 'sslrootcert', 'sslcert', 'sslkey', 'application_name', 'connect_timeout'];
const DEPLOY_KEYS = ['order', 'lock_timeout', 'lock_wait', 'timeout', 'verify', 'summary', 'finalize', 'analyze'];
const GATEWAY_KEYS = ['port'];
const EMBEDDED_KEYS = ['port'];
const SSL_MODES = ['disable', 'allow', 'prefer', 'require', 'verify-ca', 'verify-full'];
const FUNCTION_NAME = /^[a-z_][a-z0-9_]*\.[a-z_][a-z0-9_]*$/;

/** pgmi.yaml parsed and checked (an empty configuration when the project has none). */
export function loadProjectConfig(projectDir: string): ProjectConfig {
  const read = readConfigText(projectDir);
  return read === undefined ? emptyConfig() : parseProjectConfig(read.text, read.file);
}

export function parseProjectConfig(text: string, file: string): ProjectConfig {
  const lines = new LineCounter();
  const doc = parseDocument(text.replace(/^\uFEFF/, ''), { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  const problems: Problem[] = [];
  const at = (node: Node | null | undefined): SourceLocation => {
    const offset = node?.range?.[0];
    if (offset === undefined) return { file };
    const pos = lines.linePos(offset);
    return { file, line: pos.line, column: pos.col };
  };
  for (const error of doc.errors) {
    const pos = lines.linePos(error.pos[0]);
    problems.push({ file, line: pos.line, column: pos.col, message: `invalid YAML: ${error.message.split('\n')[0]}` });
  }
  if (problems.length > 0) throw new ProjectProblems(problems, 'Fix the YAML syntax in pgmi.yaml.');

  const config = emptyConfig();
  config.file = file;
  const root = doc.contents;
  if (root === null || (isScalar(root) && root.value === null)) return config;
  if (!isMap(root)) {
    throw new ProjectProblems([{ ...at(root), message: 'pgmi.yaml must be a mapping of keys to values' }]);
  }

  const ctx: Checker = { problems, at };
  for (const pair of root.items) {
    const key = keyOf(pair);
    const value = pair.value as Node | null;
    switch (key) {
      case 'name':
        config.name = stringValue(ctx, value, 'name');
        break;
      case 'template':
        config.template = stringValue(ctx, value, 'template');
        break;
      case 'template_version':
        config.templateVersion = stringValue(ctx, value, 'template_version');
        break;
      case 'connection':
        readConnection(ctx, value, config.connection);
        break;
      case 'deploy':
        readDeploy(ctx, value, config.deploy);
        break;
      case 'params':
        readParams(ctx, value, config);
        break;
      case 'env_defaults':
        readEnvDefaults(ctx, value, config);
        break;
      case 'dev_params':
        config.devParams = readParamValues(ctx, value, 'dev_params');
        break;
      case 'gateway':
        for (const inner of mapPairs(ctx, value, 'gateway')) {
          const innerKey = keyOf(inner);
          if (innerKey === 'port') config.gateway.port = portValue(ctx, inner.value as Node, 'gateway.port');
          else unknownKey(ctx, inner, 'gateway', GATEWAY_KEYS);
        }
        break;
      case 'embedded':
        for (const inner of mapPairs(ctx, value, 'embedded')) {
          if (keyOf(inner) === 'port') config.embedded.port = portValue(ctx, inner.value as Node, 'embedded.port');
          else unknownKey(ctx, inner, 'embedded', EMBEDDED_KEYS);
        }
        break;
      default:
        unknownKey(ctx, pair, '', TOP_LEVEL_KEYS);
    }
  }
  if (problems.length > 0) throw new ProjectProblems(problems, 'See README "Configuration" for the keys pgmi.yaml accepts.');
  return config;
}

interface Checker {
  problems: Problem[];
  at: (node: Node | null | undefined) => SourceLocation;
}

function keyOf(pair: Pair): string {
  return isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
}

function unknownKey(ctx: Checker, pair: Pair, section: string, valid: readonly string[]): void {
  const name = section ? `${section}.${keyOf(pair)}` : keyOf(pair);
  ctx.problems.push({ ...ctx.at(pair.key as Node), message: `unknown key "${name}" (valid: ${valid.join(', ')})` });
}

function mapPairs(ctx: Checker, node: Node | null, name: string): Pair[] {
  if (node === null || (isScalar(node) && node.value === null)) return [];
  if (!isMap(node)) {
    ctx.problems.push({ ...ctx.at(node), message: `"${name}" must be a mapping` });
    return [];
  }
  return (node as YAMLMap).items as Pair[];
}

function stringValue(ctx: Checker, node: Node | null, name: string): string | undefined {
  if (node === null || (isScalar(node) && node.value === null)) return undefined;
  if (isScalar(node) && ['string', 'number', 'boolean'].includes(typeof node.value)) return String(node.value);
  ctx.problems.push({ ...ctx.at(node), message: `"${name}" must be a single value` });
  return undefined;
}

function booleanValue(ctx: Checker, node: Node | null, name: string): boolean | undefined {
  if (node === null || (isScalar(node) && node.value === null)) return undefined;
  if (isScalar(node) && typeof node.value === 'boolean') return node.value;
  ctx.problems.push({ ...ctx.at(node), message: `"${name}" must be true or false` });
  return undefined;
}

function portValue(ctx: Checker, node: Node | null, name: string): number | undefined {
  const raw = stringValue(ctx, node, name);
  if (raw === undefined) return undefined;
  const port = Number(raw);
  if (Number.isInteger(port) && port >= 1 && port <= 65535) return port;
  ctx.problems.push({ ...ctx.at(node), message: `"${name}" must be a port number between 1 and 65535, not "${raw}"` });
  return undefined;
}

function durationValue(ctx: Checker, node: Node | null, name: string): number | undefined {
  const raw = stringValue(ctx, node, name);
  if (raw === undefined) return undefined;
  const ms = parseDuration(raw);
  if (ms === undefined) ctx.problems.push({ ...ctx.at(node), message: `"${name}" must be a duration like 500ms, 10s or 5m, not "${raw}"` });
  return ms;
}

function readConnection(ctx: Checker, node: Node | null, target: ConnectionConfig): void {
  for (const pair of mapPairs(ctx, node, 'connection')) {
    const key = keyOf(pair);
    const value = pair.value as Node | null;
    switch (key) {
      case 'port':
        target.port = portValue(ctx, value, 'connection.port');
        break;
      case 'connect_timeout': {
        const ms = durationValue(ctx, value, 'connection.connect_timeout');
        if (ms !== undefined) target.connect_timeout = Math.ceil(ms / 1000);
        break;
      }
      case 'sslmode': {
        const mode = stringValue(ctx, value, 'connection.sslmode');
        if (mode !== undefined && !SSL_MODES.includes(mode)) {
          ctx.problems.push({ ...ctx.at(value), message: `"connection.sslmode" must be one of ${SSL_MODES.join(', ')}, not "${mode}"` });
        } else target.sslmode = mode;
        break;
      }
      case 'username':
      case 'user':
        target.user = stringValue(ctx, value, `connection.${key}`);
        break;
      case 'password':
        ctx.problems.push({ ...ctx.at(pair.key as Node), message: '"connection.password" is not allowed in pgmi.yaml (it would be committed)' });
        break;
      default:
        if (CONNECTION_KEYS.includes(key)) {
          (target as Record<string, unknown>)[key] = stringValue(ctx, value, `connection.${key}`);
        } else {
          unknownKey(ctx, pair, 'connection', CONNECTION_KEYS);
        }
    }
  }
}

function readDeploy(ctx: Checker, node: Node | null, target: DeployConfig): void {
  for (const pair of mapPairs(ctx, node, 'deploy')) {
    const key = keyOf(pair);
    const value = pair.value as Node | null;
    switch (key) {
      case 'order':
        target.order = stringList(ctx, value, 'deploy.order').filter((entry) => checkOrderEntry(ctx, value, entry));
        break;
      case 'verify':
        target.verify = stringList(ctx, value, 'deploy.verify').filter((name) => checkFunctionName(ctx, value, 'deploy.verify', name));
        break;
      case 'finalize':
        target.finalize = stringList(ctx, value, 'deploy.finalize').filter((name) => checkFunctionName(ctx, value, 'deploy.finalize', name));
        break;
      case 'summary': {
        const name = stringValue(ctx, value, 'deploy.summary');
        if (name !== undefined && checkFunctionName(ctx, value, 'deploy.summary', name)) target.summary = name;
        break;
      }
      case 'lock_timeout':
        target.lockTimeoutMs = durationValue(ctx, value, 'deploy.lock_timeout');
        break;
      case 'lock_wait':
        target.lockWaitMs = durationValue(ctx, value, 'deploy.lock_wait');
        break;
      case 'timeout':
        target.timeoutMs = durationValue(ctx, value, 'deploy.timeout');
        break;
      case 'analyze':
        target.analyze = booleanValue(ctx, value, 'deploy.analyze');
        break;
      default:
        unknownKey(ctx, pair, 'deploy', DEPLOY_KEYS);
    }
  }
}

/** A deploy.order entry names paths inside the project: never absolute, never through "..". */
function checkOrderEntry(ctx: Checker, node: Node | null, entry: string): boolean {
  if (!posix.isAbsolute(entry) && !win32.isAbsolute(entry) && !entry.split(/[\\/]/).includes('..')) return true;
  ctx.problems.push({
    ...ctx.at(node),
    message: `"deploy.order" entry "${entry}" is outside the project: entries are folders, globs or files relative to the folder holding pgmi.yaml`,
  });
  return false;
}

function checkFunctionName(ctx: Checker, node: Node | null, section: string, name: string): boolean {
  if (FUNCTION_NAME.test(name)) return true;
  ctx.problems.push({ ...ctx.at(node), message: `"${section}" entries must be schema-qualified function names like internal.verify_registry, not "${name}"` });
  return false;
}

function stringList(ctx: Checker, node: Node | null, name: string): string[] {
  if (node === null) return [];
  if (!isSeq(node)) {
    ctx.problems.push({ ...ctx.at(node), message: `"${name}" must be a list` });
    return [];
  }
  const values: string[] = [];
  for (const item of node.items as Node[]) {
    const value = stringValue(ctx, item, `${name} entry`);
    if (value !== undefined && value.trim() !== '') values.push(value.trim());
    else if (value !== undefined) ctx.problems.push({ ...ctx.at(item), message: `"${name}" has an empty entry` });
  }
  return values;
}

function readParams(ctx: Checker, node: Node | null, config: ProjectConfig): void {
  for (const pair of mapPairs(ctx, node, 'params')) {
    const key = keyOf(pair);
    const value = pair.value as Node | null;
    if (!PARAM_KEY.test(key)) {
      ctx.problems.push({ ...ctx.at(pair.key as Node), message: `parameter name "${key}" must be a lowercase identifier (a-z, 0-9, _)` });
      continue;
    }
    config.params[key] = value === null || (isScalar(value) && value.value === null) ? null : (stringValue(ctx, value, `params.${key}`) ?? null);
    const line = ctx.at(pair.key as Node).line;
    if (line !== undefined) config.paramLines[key] = line;
  }
}

function readEnvDefaults(ctx: Checker, node: Node | null, config: ProjectConfig): void {
  for (const envPair of mapPairs(ctx, node, 'env_defaults')) {
    const env = keyOf(envPair);
    config.envDefaults[env] = readParamValues(ctx, envPair.value as Node | null, `env_defaults.${env}`);
  }
}

/** A mapping of parameter names to values (env_defaults.<env>, dev_params): every value given, none required. */
function readParamValues(ctx: Checker, node: Node | null, section: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const pair of mapPairs(ctx, node, section)) {
    const key = keyOf(pair);
    if (!PARAM_KEY.test(key)) {
      ctx.problems.push({ ...ctx.at(pair.key as Node), message: `parameter name "${key}" must be a lowercase identifier (a-z, 0-9, _)` });
      continue;
    }
    const value = stringValue(ctx, pair.value as Node | null, `${section}.${key}`);
    if (value !== undefined) values[key] = value;
  }
  return values;
}
