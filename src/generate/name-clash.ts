// Finds, offline, a registration in the project's scripts that already uses the name `pgmi new` was asked
// for, or a function of schema api the generated function would collide with. Best effort (it reads the
// registration calls' text); the deploy's own checks stay the authority.
import type { ProjectFile } from '../project/discover.js';
import type { HandlerSpec } from './handler-spec.js';

export interface NameClash {
  what: string;
  file: string;
}

const CALL = /api\.create_or_replace_(mcp|rest|rpc)_handler\s*\(/gi;

/** The function name the registry generates for a handler (lib/api/13-rest-registration.sql, 15-rpc-mcp-…). */
export function generatedFunctionName(spec: Pick<HandlerSpec, 'kind' | 'name'>): string {
  const base = spec.name.replace(/[.-]/g, '_');
  switch (spec.kind) {
    case 'tool':
    case 'resource':
    case 'prompt':
      return `mcp_${spec.kind}_${base}`;
    case 'rpc':
      return `rpc_${base}`;
    case 'rest':
      return base;
    default: {
      const unreachable: never = spec.kind;
      throw new Error(`unknown handler kind ${String(unreachable)}`);
    }
  }
}

export function findNameClash(spec: HandlerSpec, scripts: readonly ProjectFile[], ignoredPaths: ReadonlySet<string>): NameClash | undefined {
  const family = spec.kind === 'rest' ? 'rest' : spec.kind === 'rpc' ? 'rpc' : 'mcp';
  const key = family === 'rpc' ? 'methodName' : 'name';
  const fn = generatedFunctionName(spec).toLowerCase();
  for (const file of scripts) {
    if (ignoredPaths.has(file.path)) continue;
    for (const call of registrationCalls(file.content)) {
      if (call.family === family && namesIn(call.text, key).includes(spec.name)) {
        const label = family === 'mcp' ? 'MCP name' : family === 'rpc' ? 'RPC method' : 'REST route name';
        return { what: `${label} "${spec.name}"`, file: file.path };
      }
    }
    const defined = new RegExp(`FUNCTION\\s+api\\.${escapeRegExp(fn)}\\s*\\(`, 'i');
    if (defined.test(file.content)) return { what: `function name api.${fn}`, file: file.path };
  }
  return undefined;
}

/** The handler registration calls in a script (best effort: their text, not their evaluation). */
export function registrationCalls(content: string): Array<{ family: string; text: string }> {
  const starts = [...content.matchAll(CALL)];
  return starts.map((match, i) => ({
    family: (match[1] as string).toLowerCase(),
    text: content.slice(match.index, starts[i + 1]?.index ?? content.length),
  }));
}

/** Whether a registration call registers the handler `spec` names (its family, MCP type and name). */
export function callRegisters(call: { family: string; text: string }, spec: Pick<HandlerSpec, 'kind' | 'name'>): boolean {
  const family = spec.kind === 'rest' ? 'rest' : spec.kind === 'rpc' ? 'rpc' : 'mcp';
  if (call.family !== family || !namesIn(call.text, family === 'rpc' ? 'methodName' : 'name').includes(spec.name)) return false;
  return family !== 'mcp' || namesIn(call.text, 'type').includes(spec.kind);
}

/** Values of "key": "…" (JSON literal) and 'key', '…' (jsonb_build_object) in a registration call. */
function namesIn(text: string, key: string): string[] {
  const json = new RegExp(`"${key}"\\s*:\\s*"([^"]*)"`, 'g');
  const built = new RegExp(`'${key}'\\s*,\\s*'([^']*)'`, 'g');
  return [...text.matchAll(json), ...text.matchAll(built)].map((m) => m[1] as string);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
