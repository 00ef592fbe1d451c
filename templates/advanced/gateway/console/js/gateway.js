// @ts-check
// Talking to this gateway from the page: MCP (Streamable HTTP, JSON responses), REST under api/, JSON-RPC at
// rpc, and openapi.json. Every URL is relative to the console's own (so a proxy prefix keeps working) and
// same-origin; the key travels only in the Authorization header. Failures become GatewayError values carrying
// the HTTP status and the JSON-RPC or problem code, which the page shows as they are.
import { isObject } from './dom.js';

const ROOT = new URL('../', document.baseURI);
const MCP_VERSION = '2025-06-18';

export class GatewayError extends Error {
  /** @param {string} message @param {{ status?: number, code?: number | string, data?: unknown }} [facts] */
  constructor(message, facts = {}) {
    super(message);
    this.name = 'GatewayError';
    this.status = facts.status;
    this.code = facts.code;
    this.data = facts.data;
  }
}

/** @param {string} path e.g. "mcp", "api/hello?x=1" */
export function gatewayUrl(path) {
  return new URL(path.replace(/^\/+/, ''), ROOT).toString();
}

/**
 * @typedef {{ status: number, statusText: string, contentType: string, text: string, json: unknown, bytes: Uint8Array, headers: Headers }} HttpResult
 */

export class Gateway {
  /** @param {string | undefined} key */
  constructor(key) {
    this.key = key;
    /** @type {string | undefined} */ this.session = undefined;
    /** @type {string | undefined} */ this.version = undefined;
    /** @type {Promise<void> | undefined} */ this.ready = undefined;
    this.nextId = 1;
  }

  /** @returns {Record<string, string>} */
  authorization() {
    return this.key ? { authorization: `Bearer ${this.key}` } : {};
  }

  /**
   * Any request: the body read once, JSON parsed when it is JSON.
   * @param {string} method @param {string} path @param {{ headers?: Record<string, string>, body?: BodyInit }} [options]
   * @returns {Promise<HttpResult>}
   */
  async http(method, path, options = {}) {
    const response = await fetch(gatewayUrl(path), {
      method,
      headers: { ...this.authorization(), ...options.headers },
      body: options.body,
      credentials: 'omit',
      cache: 'no-store',
      redirect: 'error',
    });
    const bytes = new Uint8Array(await response.arrayBuffer());
    const contentType = response.headers.get('content-type') ?? '';
    const text = /^(text\/|application\/([\w.+-]*\+)?(json|xml|javascript))/i.test(contentType) || contentType === '' ? new TextDecoder().decode(bytes) : '';
    return { status: response.status, statusText: response.statusText, contentType, text, json: parseJson(text, contentType), bytes, headers: response.headers };
  }

  /** GET a JSON document; any non-2xx answer is a GatewayError. @param {string} path */
  async getJson(path) {
    const result = await this.http('GET', path, { headers: { accept: 'application/json' } });
    if (result.status < 200 || result.status > 299) throw errorOf(result);
    return result.json;
  }

  /** Opens an MCP session (initialize + notifications/initialized), once. */
  async connect() {
    this.ready ??= this.initialize().catch((error) => {
      this.ready = undefined;
      throw error;
    });
    return this.ready;
  }

  async initialize() {
    const params = { protocolVersion: MCP_VERSION, capabilities: {}, clientInfo: { name: 'pgmi-console', version: '1.0.0' } };
    const { result, envelope } = await this.post({ jsonrpc: '2.0', id: this.nextId++, method: 'initialize', params });
    if (isObject(envelope.error) || !isObject(envelope.result)) throw errorOf(result);
    this.version = typeof envelope.result.protocolVersion === 'string' ? envelope.result.protocolVersion : MCP_VERSION;
    this.session = result.headers.get('mcp-session-id') ?? undefined;
    const ack = await this.post({ jsonrpc: '2.0', method: 'notifications/initialized' });
    if (ack.result.status !== 202) throw errorOf(ack.result);
  }

  /**
   * One MCP request; the JSON-RPC envelope comes back whether it holds a result or an error (the page shows
   * both). A session the server forgot (404) is opened again once.
   * @param {string} method @param {Record<string, unknown>} [params]
   * @returns {Promise<{ status: number, envelope: Record<string, unknown>, handlerFailure: ReturnType<typeof handlerFailureOf> }>}
   */
  async mcpEnvelope(method, params = {}) {
    await this.connect();
    let { result, envelope } = await this.post({ jsonrpc: '2.0', id: this.nextId++, method, params });
    if (result.status === 404 && this.session) {
      this.ready = undefined;
      this.session = undefined;
      await this.connect();
      ({ result, envelope } = await this.post({ jsonrpc: '2.0', id: this.nextId++, method, params }));
    }
    return { status: result.status, envelope, handlerFailure: handlerFailureOf(result.headers) };
  }

  /** One MCP request whose result the page needs: a JSON-RPC error becomes a GatewayError. @param {string} method @param {Record<string, unknown>} [params] */
  async mcp(method, params = {}) {
    const { status, envelope } = await this.mcpEnvelope(method, params);
    if (isObject(envelope.result)) return envelope.result;
    throw envelopeError(status, envelope);
  }

  /** Every page of an MCP list. @param {string} method @param {string} field */
  async mcpList(method, field) {
    /** @type {unknown[]} */ const items = [];
    /** @type {unknown} */ let cursor;
    for (let page = 0; page < 100; page++) {
      const result = await this.mcp(method, cursor === undefined ? {} : { cursor });
      const list = result[field];
      if (Array.isArray(list)) items.push(...list);
      cursor = result.nextCursor;
      if (typeof cursor !== 'string' || cursor === '') break;
    }
    return items;
  }

  /** Ends the MCP session (best effort: the server also expires it). */
  async close() {
    const session = this.session;
    this.session = undefined;
    this.ready = undefined;
    if (!session) return;
    await fetch(gatewayUrl('mcp'), { method: 'DELETE', headers: { ...this.authorization(), 'mcp-session-id': session, 'mcp-protocol-version': this.version ?? MCP_VERSION } }).catch(() => undefined);
  }

  /** @param {Record<string, unknown>} message */
  async post(message) {
    /** @type {Record<string, string>} */
    const headers = { 'content-type': 'application/json', accept: 'application/json' };
    if (this.version) headers['mcp-protocol-version'] = this.version;
    if (this.session) headers['mcp-session-id'] = this.session;
    const result = await this.http('POST', 'mcp', { headers, body: JSON.stringify(message) });
    const envelope = isObject(result.json) ? result.json : sseEnvelope(result.text, message.id) ?? {};
    return { result, envelope };
  }

  /** @param {string} method @param {unknown} params */
  async rpc(method, params) {
    const body = JSON.stringify(params === undefined ? { jsonrpc: '2.0', id: this.nextId++, method } : { jsonrpc: '2.0', id: this.nextId++, method, params });
    return this.http('POST', 'rpc', { headers: { 'content-type': 'application/json', accept: 'application/json' }, body });
  }
}

/**
 * Under pgmi dev only, the gateway says why a handler failed (header x-pgmi-handler-failure, URI-encoded JSON):
 * the handler, the project file and line, SQLSTATE and message. Elsewhere there is no such header.
 * @param {Headers} headers
 * @returns {{ handler: string, kind: string | null, file: string | null, fileLine: number | null, lineText: string | null, sqlstate: string, message: string } | undefined}
 */
export function handlerFailureOf(headers) {
  const value = headers.get('x-pgmi-handler-failure');
  if (!value) return undefined;
  try {
    const failure = JSON.parse(decodeURIComponent(value));
    return isObject(failure) && typeof failure.sqlstate === 'string' ? /** @type {any} */ (failure) : undefined;
  } catch {
    return undefined;
  }
}

/** @param {string} text @param {string} contentType */
function parseJson(text, contentType) {
  if (!/json/i.test(contentType) || text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The response to `id` inside an SSE body (a server may stream when it has notifications to send). @param {string} text @param {unknown} id */
function sseEnvelope(text, id) {
  for (const block of text.split(/\r?\n\r?\n/)) {
    const data = block.split(/\r?\n/).filter((line) => line.startsWith('data:')).map((line) => line.slice(5).trimStart()).join('\n');
    if (data === '') continue;
    try {
      const message = JSON.parse(data);
      if (isObject(message) && message.id === id && ('result' in message || 'error' in message)) return message;
    } catch {
      // not JSON: a keep-alive or a foreign event
    }
  }
  return undefined;
}

/** @param {number} status @param {Record<string, unknown>} envelope */
export function envelopeError(status, envelope) {
  const error = isObject(envelope.error) ? envelope.error : {};
  const code = typeof error.code === 'number' ? error.code : undefined;
  const message = typeof error.message === 'string' ? error.message : `unexpected answer (HTTP ${status})`;
  return new GatewayError(message, { status, code, data: error.data });
}

/** A failed HTTP answer as the page should tell it: the server's own message and code. @param {HttpResult} result */
export function errorOf(result) {
  const body = result.json;
  if (isObject(body) && isObject(body.error)) return envelopeError(result.status, body);
  if (isObject(body) && (typeof body.detail === 'string' || typeof body.title === 'string')) {
    const message = typeof body.detail === 'string' ? body.detail : String(body.title);
    return new GatewayError(message, { status: result.status, code: typeof body.code === 'string' ? body.code : undefined });
  }
  return new GatewayError(`HTTP ${result.status} ${result.statusText}`.trim(), { status: result.status });
}

/** "HTTP 401 · -32001 · Unauthorized: …" @param {unknown} error */
export function describeError(error) {
  if (error instanceof GatewayError) {
    const parts = [];
    if (error.status !== undefined) parts.push(`HTTP ${error.status}`);
    if (error.code !== undefined) parts.push(`code ${error.code}`);
    parts.push(error.message);
    return parts.join(' · ');
  }
  if (error instanceof TypeError) return `The gateway could not be reached (${error.message}).`;
  return error instanceof Error ? error.message : String(error);
}
