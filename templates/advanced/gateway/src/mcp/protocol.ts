// MCP revisions this gateway speaks on HTTP, and the pure rules that tell them apart. The SQL dispatcher owns
// protocol semantics (what a method returns); this module only decides what the HTTP layer must check.
import { ErrorCode, isJsonObject, type ErrorCodeValue, type JsonObject } from '../json-rpc.js';

/** Handshake revisions (initialize + optional Mcp-Session-Id), oldest first. */
export const HANDSHAKE_VERSIONS = ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25'] as const;
/** Stateless revisions: every request names its version in params._meta and in headers. */
export const STATELESS_VERSIONS = ['2026-07-28'] as const;
/** What a request without MCP-Protocol-Version (and no session) is taken to speak (the spec's default). */
export const ASSUMED_HANDSHAKE_VERSION = '2025-03-26';
/** The only revision that allows JSON-RPC batches. */
export const BATCH_VERSION = '2025-03-26';

export const META_PROTOCOL_VERSION = 'io.modelcontextprotocol/protocolVersion';
export const META_CLIENT_CAPABILITIES = 'io.modelcontextprotocol/clientCapabilities';

export type Era = 'handshake' | 'stateless';

export function isHandshakeVersion(version: string): boolean {
  return (HANDSHAKE_VERSIONS as readonly string[]).includes(version);
}

export function isStatelessVersion(version: string): boolean {
  return (STATELESS_VERSIONS as readonly string[]).includes(version);
}

/** Handshake revisions from 2025-03-26 on run over Streamable HTTP and so may use sessions. */
export function usesSessions(version: string): boolean {
  return isHandshakeVersion(version) && version >= '2025-03-26';
}

export function metaOf(message: JsonObject | undefined): JsonObject | undefined {
  if (!message || !isJsonObject(message.params)) return undefined;
  const meta = message.params._meta;
  return isJsonObject(meta) ? meta : undefined;
}

/**
 * A request is stateless when its body names a protocol version in `_meta`, or when its MCP-Protocol-Version
 * header names a stateless revision. Everything else, every plain initialize included, speaks a handshake revision.
 */
export function detectEra(message: JsonObject | undefined, headerVersion: string | undefined): Era {
  const meta = metaOf(message);
  if (meta && META_PROTOCOL_VERSION in meta) return 'stateless';
  if (headerVersion !== undefined && isStatelessVersion(headerVersion)) return 'stateless';
  return 'handshake';
}

export interface PreflightFailure {
  code: ErrorCodeValue;
  message: string;
  data?: unknown;
}

/** Methods whose target must also travel in the Mcp-Name header (2026-07-28). */
const NAMED_METHODS: Record<string, 'name' | 'uri'> = {
  'tools/call': 'name',
  'prompts/get': 'name',
  'resources/read': 'uri',
};

const TASK_METHODS = new Set(['tasks/get', 'tasks/update', 'tasks/cancel']);

/**
 * The 2026-07-28 checks that happen before anything runs, in the order a client can act on them:
 * header/body agreement (-32020), required `_meta` fields (-32602), then the version itself (-32022).
 */
export function checkStatelessRequest(message: JsonObject, header: (name: string) => string | undefined): PreflightFailure | undefined {
  const meta = metaOf(message);
  const bodyVersion = meta?.[META_PROTOCOL_VERSION];
  const headerVersion = header('mcp-protocol-version');
  if (bodyVersion === undefined) {
    return { code: ErrorCode.InvalidParams, message: `Invalid params: params._meta["${META_PROTOCOL_VERSION}"] is required` };
  }
  if (typeof bodyVersion !== 'string') {
    return { code: ErrorCode.InvalidParams, message: `Invalid params: params._meta["${META_PROTOCOL_VERSION}"] must be a string` };
  }
  if (headerVersion === undefined) return headerMismatch('MCP-Protocol-Version header is required');
  if (headerVersion !== bodyVersion) return headerMismatch('MCP-Protocol-Version header does not match the request body');

  const method = typeof message.method === 'string' ? message.method : undefined;
  const methodHeader = decodeHeaderValue(header('mcp-method'));
  if (methodHeader === undefined) return headerMismatch('Mcp-Method header is required');
  if (method !== methodHeader) return headerMismatch('Mcp-Method header does not match the request method');

  const nameKey = method === undefined ? undefined : NAMED_METHODS[method];
  const params = isJsonObject(message.params) ? message.params : {};
  if (nameKey !== undefined) {
    const nameHeader = decodeHeaderValue(header('mcp-name'));
    if (nameHeader === undefined) return headerMismatch(`Mcp-Name header is required for ${method}`);
    if (params[nameKey] !== nameHeader) return headerMismatch(`Mcp-Name header does not match params.${nameKey}`);
  } else if (method !== undefined && TASK_METHODS.has(method) && header('mcp-name') !== undefined) {
    // The tasks extension routes tasks/* by Mcp-Name: taskId; when sent it must agree with the body.
    if (params.taskId !== decodeHeaderValue(header('mcp-name'))) return headerMismatch('Mcp-Name header does not match params.taskId');
  }

  if (!meta || !isJsonObject(meta[META_CLIENT_CAPABILITIES])) {
    return { code: ErrorCode.InvalidParams, message: `Invalid params: params._meta["${META_CLIENT_CAPABILITIES}"] is required` };
  }
  if (!isStatelessVersion(bodyVersion)) return unsupportedVersion(bodyVersion, STATELESS_VERSIONS);
  return undefined;
}

export function unsupportedVersion(requested: string, supported: readonly string[]): PreflightFailure {
  return {
    code: ErrorCode.UnsupportedProtocolVersion,
    message: `Unsupported protocol version: ${requested}`,
    data: { supported: [...supported], requested },
  };
}

function headerMismatch(message: string): PreflightFailure {
  return { code: ErrorCode.HeaderMismatch, message: `Header mismatch: ${message}` };
}

const BASE64_SENTINEL = /^=\?base64\?([A-Za-z0-9+/]*={0,2})\?=$/;

/**
 * Header values that are not plain ASCII travel as `=?base64?…?=` (2026-07-28). Returns the decoded value,
 * or undefined when the header is absent or the Base64 inside the sentinel is malformed (both are a mismatch
 * for the caller).
 */
export function decodeHeaderValue(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  // Only the complete =?base64?…?= form is encoded; anything else (a prefix without the suffix) is literal.
  if (!(value.startsWith('=?base64?') && value.endsWith('?=') && value.length >= '=?base64??='.length)) return value;
  const match = BASE64_SENTINEL.exec(value);
  if (!match || match[1] === undefined || match[1].length % 4 !== 0) return undefined;
  const decoded = Buffer.from(match[1], 'base64');
  const text = decoded.toString('utf8');
  // Reject bytes that are not UTF-8: they cannot equal any JSON string in the body.
  return Buffer.from(text, 'utf8').equals(decoded) ? text : undefined;
}

/** Mcp-Param-* headers (2026-07-28, x-mcp-header), lower-cased, decoded; null where the Base64 form is malformed. */
export function paramHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string | null> | undefined {
  let found: Record<string, string | null> | undefined;
  for (const [name, raw] of Object.entries(headers)) {
    if (!name.startsWith('mcp-param-') || raw === undefined) continue;
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
    found ??= {};
    found[name] = value === undefined ? null : (decodeHeaderValue(value) ?? null);
  }
  return found;
}
