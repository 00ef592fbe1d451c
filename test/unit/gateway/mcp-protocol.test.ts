// The gateway's pure MCP revision rules (templates/advanced/gateway/src/mcp/protocol.ts): which revision a request
// speaks, what a 2026-07-28 request must carry before anything runs (and in which order it is refused), and how
// Base64-wrapped header values decode.
import { describe, expect, it } from 'vitest';
import { ErrorCode, type JsonObject } from '../../../templates/advanced/gateway/src/json-rpc.js';
import {
  checkStatelessRequest, decodeHeaderValue, detectEra, isHandshakeVersion, isStatelessVersion, META_CLIENT_CAPABILITIES,
  META_PROTOCOL_VERSION, paramHeaders, unsupportedVersion, usesSessions,
} from '../../../templates/advanced/gateway/src/mcp/protocol.js';

const b64 = (text: string) => `=?base64?${Buffer.from(text, 'utf8').toString('base64')}?=`;

describe('protocol revisions', () => {
  it('knows the handshake revisions, the stateless one, and which use sessions', () => {
    expect(['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25'].every(isHandshakeVersion)).toBe(true);
    expect(isStatelessVersion('2026-07-28')).toBe(true);
    expect(isHandshakeVersion('2026-07-28') || isStatelessVersion('2025-11-25')).toBe(false);
    expect(isHandshakeVersion('2099-01-01') || isStatelessVersion('2099-01-01')).toBe(false);
    expect(usesSessions('2024-11-05')).toBe(false); // HTTP+SSE, before Streamable HTTP
    expect(usesSessions('2025-03-26') && usesSessions('2025-11-25')).toBe(true);
    expect(usesSessions('2026-07-28')).toBe(false);
  });

  it('takes a request as stateless when its _meta names a version or its header names the stateless revision', () => {
    const initialize = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25' } };
    expect(detectEra(initialize, undefined)).toBe('handshake');
    expect(detectEra(initialize, '2025-11-25')).toBe('handshake');
    expect(detectEra({ method: 'tools/list', params: { _meta: { [META_PROTOCOL_VERSION]: '2025-11-25' } } }, undefined)).toBe('stateless');
    expect(detectEra({ method: 'tools/list' }, '2026-07-28')).toBe('stateless');
    expect(detectEra(undefined, undefined)).toBe('handshake');
    expect(detectEra({ method: 'ping', params: { _meta: 'not an object' } }, undefined)).toBe('handshake');
  });
});

describe('checkStatelessRequest', () => {
  const meta = { [META_PROTOCOL_VERSION]: '2026-07-28', [META_CLIENT_CAPABILITIES]: {} };
  const call: JsonObject = { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'échо', arguments: {}, _meta: meta } };
  const headers = { 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/call', 'mcp-name': b64('échо') };
  const check = (message: JsonObject, given: Record<string, string | undefined>) => checkStatelessRequest(message, (name) => given[name]);

  it('accepts a request whose headers agree with its body (a non-ASCII name Base64-wrapped)', () => {
    expect(check(call, headers)).toBeUndefined();
  });

  it('refuses in the order a client can act on: _meta version, headers, capabilities, then the version itself', () => {
    const withMeta = (m: JsonObject): JsonObject => ({ ...call, params: { ...(call.params as JsonObject), _meta: m } });
    const cases: Array<[string, JsonObject, Record<string, string | undefined>, number, string]> = [
      ['no _meta version', withMeta({}), headers, ErrorCode.InvalidParams, `params._meta["${META_PROTOCOL_VERSION}"] is required`],
      ['a _meta version that is not a string', withMeta({ ...meta, [META_PROTOCOL_VERSION]: 20260728 }), headers, ErrorCode.InvalidParams, 'must be a string'],
      ['no version header', call, { ...headers, 'mcp-protocol-version': undefined }, ErrorCode.HeaderMismatch, 'MCP-Protocol-Version header is required'],
      ['another version header', call, { ...headers, 'mcp-protocol-version': '2025-11-25' }, ErrorCode.HeaderMismatch, 'does not match the request body'],
      ['no method header', call, { ...headers, 'mcp-method': undefined }, ErrorCode.HeaderMismatch, 'Mcp-Method header is required'],
      ['another method header', call, { ...headers, 'mcp-method': 'tools/list' }, ErrorCode.HeaderMismatch, 'Mcp-Method header does not match'],
      ['no name header', call, { ...headers, 'mcp-name': undefined }, ErrorCode.HeaderMismatch, 'Mcp-Name header is required for tools/call'],
      ['another name', call, { ...headers, 'mcp-name': 'echo' }, ErrorCode.HeaderMismatch, 'Mcp-Name header does not match params.name'],
      ['malformed Base64 name', call, { ...headers, 'mcp-name': '=?base64?@@@@?=' }, ErrorCode.HeaderMismatch, 'Mcp-Name header is required'],
      ['no client capabilities', withMeta({ [META_PROTOCOL_VERSION]: '2026-07-28' }), headers, ErrorCode.InvalidParams, META_CLIENT_CAPABILITIES],
    ];
    for (const [name, message, given, code, text] of cases) {
      const failure = check(message, given);
      expect(failure?.code, name).toBe(code);
      expect(failure?.message, name).toContain(text);
    }
  });

  it('refuses a handshake revision sent the stateless way with -32022, listing what is supported', () => {
    const old = { ...call, params: { ...(call.params as JsonObject), _meta: { ...meta, [META_PROTOCOL_VERSION]: '2025-11-25' } } };
    expect(check(old, { ...headers, 'mcp-protocol-version': '2025-11-25' })).toEqual(unsupportedVersion('2025-11-25', ['2026-07-28']));
    expect(unsupportedVersion('x', ['a'])).toEqual({ code: ErrorCode.UnsupportedProtocolVersion, message: 'Unsupported protocol version: x', data: { supported: ['a'], requested: 'x' } });
  });

  it('checks resources/read by uri, and tasks/* by taskId only when Mcp-Name is sent', () => {
    const read: JsonObject = { jsonrpc: '2.0', id: 2, method: 'resources/read', params: { uri: 'notes://1', _meta: meta } };
    const readHeaders = { 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'resources/read', 'mcp-name': 'notes://1' };
    expect(check(read, readHeaders)).toBeUndefined();
    expect(check(read, { ...readHeaders, 'mcp-name': 'notes://2' })?.message).toContain('params.uri');
    const task: JsonObject = { jsonrpc: '2.0', id: 3, method: 'tasks/get', params: { taskId: 't1', _meta: meta } };
    const taskHeaders = { 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tasks/get' };
    expect(check(task, taskHeaders)).toBeUndefined();
    expect(check(task, { ...taskHeaders, 'mcp-name': 't1' })).toBeUndefined();
    expect(check(task, { ...taskHeaders, 'mcp-name': 't2' })?.message).toContain('params.taskId');
  });
});

describe('header values', () => {
  it('decodes only a complete =?base64?…?= form, and refuses malformed Base64 or bytes that are not UTF-8', () => {
    expect(decodeHeaderValue(undefined)).toBeUndefined();
    expect(decodeHeaderValue('plain')).toBe('plain');
    expect(decodeHeaderValue(b64('日本語'))).toBe('日本語');
    expect(decodeHeaderValue('=?base64?abc')).toBe('=?base64?abc'); // no suffix: literal
    expect(decodeHeaderValue('=?base64?abc?=')).toBeUndefined(); // length not a multiple of 4
    expect(decodeHeaderValue('=?base64?a$==?=')).toBeUndefined();
    expect(decodeHeaderValue(`=?base64?${Buffer.from([0xff, 0xfe]).toString('base64')}?=`)).toBeUndefined();
    expect(decodeHeaderValue('=?base64??=')).toBe('');
  });

  it('collects Mcp-Param-* headers decoded and trimmed, null where malformed, nothing when there are none', () => {
    expect(paramHeaders({ 'content-type': 'application/json' })).toBeUndefined();
    expect(paramHeaders({ 'mcp-param-region': ' eu ', 'mcp-param-city': b64('Zürich'), 'mcp-param-bad': '=?base64?@?=', 'mcp-param-list': ['a', 'b'], host: 'x' }))
      .toEqual({ 'mcp-param-region': 'eu', 'mcp-param-city': 'Zürich', 'mcp-param-bad': null, 'mcp-param-list': 'a' });
  });
});
