// Why a handler failed while a SQL test called it. The template's entry points answer a failing handler with an
// error response (an MCP tool's "Tool execution failed", a 500 problem, a JSON-RPC error) and raise NOTICE
// `pgmi.handler.failure` whose DETAIL holds the cause (lib/api/08-handler-failures.sql). The test then fails on
// the generic answer; the NOTICEs seen during that test say why, and go into the tool's `failure`.
import type { ServerNotice } from '../deploy/deploy-project.js';

export const HANDLER_FAILURE_NOTICE = 'pgmi.handler.failure';

export interface HandlerFailure {
  /** The generated function, e.g. api.mcp_tool_notes(api.mcp_request). */
  handler: string;
  kind?: string;
  /** The project script that registered it (absent: registered by hand). */
  script?: string;
  /** The line inside the handler's body. */
  bodyLine?: number;
  sqlstate: string;
  message: string;
}

export function handlerFailureOf(notice: ServerNotice): HandlerFailure | undefined {
  if (notice.message !== HANDLER_FAILURE_NOTICE || typeof notice.detail !== 'string') return undefined;
  let facts: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(notice.detail);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    facts = parsed as Record<string, unknown>;
  } catch {
    return undefined; // a NOTICE of that name that is not ours: nothing to report
  }
  if (typeof facts.handler !== 'string' || typeof facts.sqlstate !== 'string' || typeof facts.message !== 'string') return undefined;
  return {
    handler: facts.handler,
    ...(typeof facts.kind === 'string' ? { kind: facts.kind } : {}),
    ...(typeof facts.script === 'string' ? { script: facts.script } : {}),
    ...(typeof facts.line === 'number' ? { bodyLine: facts.line } : {}),
    sqlstate: facts.sqlstate,
    message: facts.message,
  };
}

/** The handler failures of the step that runs now (a test; reset when the next one starts). */
export class HandlerFailureLog {
  private failures: HandlerFailure[] = [];

  observe = (notice: ServerNotice): void => {
    const failure = handlerFailureOf(notice);
    // The entry points may report one failure on its way out of nested calls: keep each cause once.
    if (!failure || this.failures.length >= 20 || this.failures.some((seen) => JSON.stringify(seen) === JSON.stringify(failure))) return;
    this.failures.push(failure);
  };

  startStep(): void {
    this.failures = [];
  }

  get current(): readonly HandlerFailure[] {
    return this.failures;
  }
}

/** "handler failed: api.mcp_tool_x(…) (registered by api/x.sql) at line 7 of its body: 42703 column … does not exist" */
export function handlerFailureText(failure: HandlerFailure): string {
  const where = [failure.script ? `registered by ${failure.script}` : 'registered by hand', failure.bodyLine === undefined ? undefined : `line ${failure.bodyLine} of its body`]
    .filter(Boolean)
    .join(', ');
  return `handler failed: ${failure.handler} (${where}): ${failure.sqlstate} ${failure.message}`;
}
