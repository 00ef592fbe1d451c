// What `pgmi new` is asked for, checked and completed with the defaults: one HandlerSpec the renderers use.
// Pure: every problem is collected and reported together as one UsageError (exit 2).
import { UsageError } from '../errors.js';
import type { HandlerKind } from '../inspect/registry.js';

export type IsolationLevel = 'read committed' | 'repeatable read' | 'serializable';
export const ISOLATION_LEVELS: readonly IsolationLevel[] = ['read committed', 'repeatable read', 'serializable'];
export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** What a caller may say; everything but kind and name has a default. */
export interface NewHandlerInput {
  kind: HandlerKind;
  name: string;
  title?: string;
  description?: string;
  /** Default: true for resources, prompts and REST GET; false otherwise. */
  readOnly?: boolean;
  /** Default true: anonymous callers neither see nor reach the handler. */
  requiresAuth?: boolean;
  /** Any spelling the template accepts: "Serializable", "repeatable-read", … */
  isolation?: string;
  tags?: readonly string[];
  /** REST only. */
  method?: string;
  /** REST only: a path template such as /orders/{id}. */
  path?: string;
  /** Resources only: an RFC 6570 level-1 template such as app://orders/{id}. */
  uri?: string;
  /** Resources only. */
  mimeType?: string;
}

export interface HandlerSpec {
  kind: HandlerKind;
  name: string;
  title: string;
  description: string;
  readOnly: boolean;
  requiresAuth: boolean;
  /** Undefined: no floor (the server default, read committed). */
  isolation?: IsolationLevel;
  tags: string[];
  method: HttpMethod;
  path: string;
  uri: string;
  mimeType: string;
}

/** The template's rule for handler names (internal.validate_handler_name). */
export const HANDLER_NAME = /^[a-zA-Z][a-zA-Z0-9_.-]{0,48}$/;
const PATH_PARAM = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;
const URI_VARIABLE = /\{([A-Za-z0-9_]+)\}/g;
const MEDIA_TYPE = /^[A-Za-z0-9!#$&^_.+-]+\/[A-Za-z0-9!#$&^_.+-]+$/;

export function resolveHandlerSpec(input: NewHandlerInput): HandlerSpec {
  const problems: string[] = [];
  const name = input.name.trim();
  if (!HANDLER_NAME.test(name)) {
    problems.push(
      `handler name "${input.name}" is not valid: it must start with a letter and use only letters, digits, "_", "." and "-" (at most 49 characters)`,
    );
  }
  if (input.kind === 'rpc' && /^rpc\./i.test(name)) problems.push(`RPC method "${name}" is reserved: names starting with "rpc." belong to JSON-RPC itself`);
  const method = resolveMethod(input, problems);
  const isolation = input.isolation === undefined ? undefined : normaliseIsolation(input.isolation);
  if (input.isolation !== undefined && isolation === undefined) {
    problems.push(`isolation "${input.isolation}" is not a level: use read-committed, repeatable-read or serializable`);
  }
  const tags = (input.tags ?? []).map((tag) => tag.trim());
  if (tags.some((tag) => tag === '')) problems.push('a tag must not be empty');
  if (new Set(tags).size !== tags.length) problems.push(`tags repeat: ${tags.join(', ')}`);
  const path = input.kind === 'rest' ? (input.path ?? defaultPath(name)) : '';
  if (input.kind === 'rest') checkPath(path, problems);
  const uri = input.kind === 'resource' ? (input.uri ?? `app://${name}/{id}`) : '';
  if (input.kind === 'resource') checkUriTemplate(uri, problems);
  const mimeType = input.mimeType ?? 'application/json';
  if (!MEDIA_TYPE.test(mimeType)) problems.push(`mime type "${mimeType}" is not a media type such as application/json or text/plain`);
  for (const [option, given, kinds] of [
    ['--method', input.method, ['rest']],
    ['--path', input.path, ['rest']],
    ['--uri', input.uri, ['resource']],
    ['--mime-type', input.mimeType, ['resource']],
  ] as const) {
    if (given !== undefined && !(kinds as readonly string[]).includes(input.kind)) problems.push(`${option} applies to ${kinds.join(', ')} handlers, not ${input.kind}`);
  }
  if (problems.length > 0) {
    throw new UsageError(problems.length === 1 ? (problems[0] as string) : `${problems.length} problems with the handler options:\n  - ${problems.join('\n  - ')}`, {
      hint: 'See: pgmi new --help',
    });
  }
  const readOnlyByDefault = input.kind === 'resource' || input.kind === 'prompt' || (input.kind === 'rest' && method === 'GET');
  return {
    kind: input.kind,
    name,
    title: input.title?.trim() || titleFromName(name),
    description: input.description?.trim() || defaultDescription(input.kind, name),
    readOnly: input.readOnly ?? readOnlyByDefault,
    requiresAuth: input.requiresAuth ?? true,
    ...(isolation === undefined ? {} : { isolation }),
    tags,
    method,
    path,
    uri,
    mimeType,
  };
}

/** As internal.normalize_transaction_isolation: case, spaces, "-" and "_" do not matter; read uncommitted folds. */
export function normaliseIsolation(value: string): IsolationLevel | undefined {
  const key = value.trim().toLowerCase().replace(/[\s_-]+/g, ' ');
  if (key === 'read uncommitted') return 'read committed';
  return ISOLATION_LEVELS.find((level) => level === key);
}

/** Variables of a REST path template or a resource URI template, in order. */
export function templateVariables(template: string, kind: 'path' | 'uri'): string[] {
  return [...template.matchAll(kind === 'path' ? PATH_PARAM : URI_VARIABLE)].map((m) => m[1] as string);
}

function resolveMethod(input: NewHandlerInput, problems: string[]): HttpMethod {
  const method = (input.method ?? 'GET').trim().toUpperCase();
  if ((HTTP_METHODS as readonly string[]).includes(method)) return method as HttpMethod;
  problems.push(`HTTP method "${input.method}" is not one of ${HTTP_METHODS.join(', ')}`);
  return 'GET';
}

function checkPath(path: string, problems: string[]): void {
  if (!path.startsWith('/') || /[?#\s]/.test(path) || path.includes('//') || /(^|\/)\.\.?(\/|$)/.test(path)) {
    problems.push(`path "${path}" must be an absolute path template without query, fragment, spaces, "//" or dot segments (e.g. /orders/{id})`);
    return;
  }
  if (/[{}]/.test(path.replace(PATH_PARAM, ''))) problems.push(`path "${path}" has a malformed parameter: write {name} with name [A-Za-z_][A-Za-z0-9_]*`);
  const params = templateVariables(path, 'path');
  if (new Set(params).size !== params.length) problems.push(`path "${path}" repeats a parameter name`);
}

function checkUriTemplate(uri: string, problems: string[]): void {
  if (!/^[A-Za-z][A-Za-z0-9+.-]*:/.test(uri) || /\s/.test(uri) || /\{[+#./;?&]/.test(uri) || /[{}]/.test(uri.replace(URI_VARIABLE, ''))) {
    problems.push(`URI template "${uri}" must be an absolute URI with {variables} only (RFC 6570 level 1), e.g. app://orders/{id}`);
  }
}

function defaultPath(name: string): string {
  return `/${name.replace(/[._]/g, '-').toLowerCase()}`;
}

function titleFromName(name: string): string {
  const words = name.split(/[._-]+/).filter(Boolean).join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function defaultDescription(kind: HandlerKind, name: string): string {
  switch (kind) {
    case 'tool':
      return `${titleFromName(name)}: returns its text argument and the text's length (replace with what the tool does).`;
    case 'resource':
      return `${titleFromName(name)}: one item by id (replace with what the resource returns).`;
    case 'prompt':
      return `${titleFromName(name)}: asks the model about a topic (replace with your prompt).`;
    case 'rest':
      return `${titleFromName(name)}: answers with a greeting and the path parameters (replace with what the route does).`;
    case 'rpc':
      return `${titleFromName(name)}: returns its text parameter and the text's length (replace with what the method does).`;
    default: {
      const unreachable: never = kind;
      throw new Error(`unknown handler kind ${String(unreachable)}`);
    }
  }
}
