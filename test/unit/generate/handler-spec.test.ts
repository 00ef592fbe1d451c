// The pure parts of `pgmi new` and `pgmi serve`: option defaults and validation, the generated text's pieces,
// and the client snippets.
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../../src/errors.js';
import { normaliseIsolation, resolveHandlerSpec } from '../../../src/generate/handler-spec.js';
import { uriCaptureRegex } from '../../../src/generate/handler-sql.js';
import { compactJson, sqlLiteral } from '../../../src/generate/sql-text.js';
import { generatedFunctionName } from '../../../src/generate/name-clash.js';
import { clientConfig } from '../../../src/serve/print-config.js';

describe('resolveHandlerSpec', () => {
  it('defaults: auth required; read-only for resources, prompts and REST GET only; REST path and resource URI from the name', () => {
    expect(resolveHandlerSpec({ kind: 'tool', name: 'count_orders' })).toMatchObject({ requiresAuth: true, readOnly: false, title: 'Count orders', tags: [] });
    expect(resolveHandlerSpec({ kind: 'resource', name: 'order' })).toMatchObject({ readOnly: true, uri: 'app://order/{id}', mimeType: 'application/json' });
    expect(resolveHandlerSpec({ kind: 'prompt', name: 'p' }).readOnly).toBe(true);
    expect(resolveHandlerSpec({ kind: 'rest', name: 'Order_Status' })).toMatchObject({ readOnly: true, method: 'GET', path: '/order-status' });
    expect(resolveHandlerSpec({ kind: 'rest', name: 'x', method: 'post' })).toMatchObject({ readOnly: false, method: 'POST' });
    expect(resolveHandlerSpec({ kind: 'resource', name: 'r', readOnly: false }).readOnly).toBe(false);
  });

  it('normalises isolation spellings as the template does', () => {
    expect(normaliseIsolation('Repeatable-Read')).toBe('repeatable read');
    expect(normaliseIsolation('SERIALIZABLE')).toBe('serializable');
    expect(normaliseIsolation('read_uncommitted')).toBe('read committed');
    expect(normaliseIsolation('snapshot')).toBeUndefined();
  });

  it('collects every problem into one UsageError', () => {
    let caught: unknown;
    try {
      resolveHandlerSpec({ kind: 'rpc', name: 'rpc.x', tags: ['a', 'a', ' '], path: '/x', isolation: 'nope' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(UsageError);
    const message = (caught as Error).message;
    expect(message).toMatch(/^5 problems/);
    for (const part of ['reserved', 'isolation "nope"', 'tag must not be empty', 'tags repeat', '--path applies to rest']) expect(message).toContain(part);
  });

  it('refuses malformed REST paths and resource templates', () => {
    expect(() => resolveHandlerSpec({ kind: 'rest', name: 'x', path: '/a/../b' })).toThrow(/dot segments/);
    expect(() => resolveHandlerSpec({ kind: 'rest', name: 'x', path: '/a/{1x}' })).toThrow(/malformed parameter/);
    expect(() => resolveHandlerSpec({ kind: 'rest', name: 'x', path: '/a/{id}/{id}' })).toThrow(/repeats a parameter/);
    expect(() => resolveHandlerSpec({ kind: 'resource', name: 'x', uri: 'app://x/{+rest}' })).toThrow(/RFC 6570 level 1/);
    expect(() => resolveHandlerSpec({ kind: 'resource', name: 'x', uri: 'no-scheme/{id}' })).toThrow(/absolute URI/);
    expect(() => resolveHandlerSpec({ kind: 'tool', name: 'x'.repeat(50) })).toThrow(/not valid/);
  });
});

describe('generated text', () => {
  it('quotes SQL literals and keeps short JSON values on one line', () => {
    expect(sqlLiteral("it's")).toBe("'it''s'");
    expect(compactJson({ a: [1, 2], b: { c: 'd' } })).toBe('{"a": [1, 2], "b": {"c": "d"}}');
    expect(compactJson({ long: 'x'.repeat(120), n: 1 })).toBe(`{\n    "long": "${'x'.repeat(120)}",\n    "n": 1\n}`);
  });

  it('captures each URI template variable and quotes the literals', () => {
    const regex = new RegExp(uriCaptureRegex('app://a.b/{id}/x+y/{part}'));
    expect('app://a.b/42/x+y/p'.match(regex)?.slice(1)).toEqual(['42', 'p']);
    expect(regex.test('app://aXb/42/x+y/p')).toBe(false);
    expect(regex.test('app://a.b/4/2/x+y/p')).toBe(false);
  });

  it('names the generated function as the registry does', () => {
    expect(generatedFunctionName({ kind: 'tool', name: 'a.b-c' })).toBe('mcp_tool_a_b_c');
    expect(generatedFunctionName({ kind: 'rpc', name: 'orders.cancel' })).toBe('rpc_orders_cancel');
    expect(generatedFunctionName({ kind: 'rest', name: 'hello' })).toBe('hello');
  });
});

describe('pgmi serve --print-config snippets', () => {
  const launch = { command: '/opt/node/bin/node', args: ['/opt/pgmi/bin/pgmi.cjs', 'serve', '/work/my project'] };
  it('uses each client\'s own file format', () => {
    expect(JSON.parse(clientConfig('vscode', launch).text)).toEqual({ servers: { pgmi: { type: 'stdio', ...launch } } });
    expect(JSON.parse(clientConfig('cursor', launch).text)).toEqual({ mcpServers: { pgmi: launch } });
    expect(JSON.parse(clientConfig('claude-desktop', launch).text)).toEqual({ mcpServers: { pgmi: launch } });
    expect(clientConfig('claude-code', launch).text).toBe("claude mcp add --scope project pgmi -- /opt/node/bin/node /opt/pgmi/bin/pgmi.cjs serve '/work/my project'\n");
  });
});
