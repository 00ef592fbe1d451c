// Why a handler failed. The SQL entry points answer a failing handler with an error response (a 500 problem,
// a JSON-RPC error, an isError tool result) and raise NOTICE `pgmi.handler.failure` whose DETAIL says why
// (internal.report_handler_failure, lib/api/10-handler-failures.sql). The gateway logs it at warn with the
// request id, so an operator sees the cause; the client never does.
import type { Logger } from '../log.js';
import type { ServerNotice } from './server-notice.js';

export const HANDLER_FAILURE_NOTICE = 'pgmi.handler.failure';

export interface HandlerFailure {
  /** The generated function, e.g. api.mcp_tool_notes(api.mcp_request). */
  handler: string;
  kind: string | null;
  /** The project script that registered it during a deploy (null: registered by hand). */
  script: string | null;
  /** The line inside the handler body. */
  line: number | null;
  sqlstate: string;
  message: string;
}

export function handlerFailureOf(notice: ServerNotice): HandlerFailure | undefined {
  if (notice.message !== HANDLER_FAILURE_NOTICE || typeof notice.detail !== 'string') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(notice.detail);
  } catch {
    return undefined; // not ours after all; nothing to log
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const facts = parsed as Record<string, unknown>;
  if (typeof facts.handler !== 'string' || typeof facts.sqlstate !== 'string' || typeof facts.message !== 'string') return undefined;
  return {
    handler: facts.handler,
    kind: typeof facts.kind === 'string' ? facts.kind : null,
    script: typeof facts.script === 'string' ? facts.script : null,
    line: typeof facts.line === 'number' ? facts.line : null,
    sqlstate: facts.sqlstate,
    message: facts.message,
  };
}

/** One warn line per failed handler call: `handler failed` with the request id and the facts above. */
export function logHandlerFailure(log: Logger, requestId: string | undefined, failure: HandlerFailure): void {
  log.warn('handler failed', { request_id: requestId, ...failure });
}
