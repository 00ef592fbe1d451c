import { describe, expect, it } from 'vitest';
import { createLogger } from '../../../templates/advanced/gateway/src/log.js';
import { handlerFailureOf, logHandlerFailure } from '../../../templates/advanced/gateway/src/db/handler-failures.js';

const detail = JSON.stringify({
  handler: 'api.mcp_tool_notes(api.mcp_request)',
  kind: 'mcp_tool',
  object_id: '0a7c0000-0000-4000-8000-000000000001',
  script: 'api/notes.sql',
  line: 4,
  sqlstate: '42P01',
  message: 'relation "notes" does not exist',
});

describe('gateway: handler failures reported by SQL', () => {
  it('reads the pgmi.handler.failure NOTICE and nothing else', () => {
    expect(handlerFailureOf({ message: 'pgmi.handler.failure', detail })).toEqual({
      handler: 'api.mcp_tool_notes(api.mcp_request)',
      kind: 'mcp_tool',
      script: 'api/notes.sql',
      line: 4,
      sqlstate: '42P01',
      message: 'relation "notes" does not exist',
    });
    expect(handlerFailureOf({ message: 'pgmi.mcp.notification', detail })).toBeUndefined();
    expect(handlerFailureOf({ message: 'pgmi.handler.failure', detail: 'not json' })).toBeUndefined();
    expect(handlerFailureOf({ message: 'pgmi.handler.failure', detail: '{"handler": 1}' })).toBeUndefined();
  });

  it('logs one warn line with the request id and the facts, secrets masked', () => {
    const lines: string[] = [];
    const log = createLogger('info', (line) => lines.push(line));
    const failure = handlerFailureOf({ message: 'pgmi.handler.failure', detail })!;
    logHandlerFailure(log, 'req-7', { ...failure, message: 'bad key demo_0123456789ab_abcdefghijklmnopqrstuvwxyz0123' });
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0] as string) as Record<string, unknown>;
    expect(entry).toMatchObject({ level: 'warn', msg: 'handler failed', request_id: 'req-7', sqlstate: '42P01', script: 'api/notes.sql', line: 4 });
    expect(lines[0]).not.toContain('abcdefghijklmnopqrstuvwxyz0123');
  });
});
