// `pgmi dev` turns the gateway's "handler failed" log line (a handler raised; the client got an error
// response) into something a developer can act on: the project file and line of the statement that failed,
// that line, the SQLSTATE and the message. The gateway knows the line inside the handler body; the registry
// knows the body and the script that registered it; the script on disk says where the body starts.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type pg from 'pg';
import { locateBodyLine } from '../deploy/handler-cause.js';

export interface HandlerFailureLog {
  requestId?: string;
  handler: string;
  script: string | null;
  /** Line inside the handler body. */
  line: number | null;
  sqlstate: string;
  message: string;
}

/** The failure in a gateway log line, or undefined for every other line. */
export function parseHandlerFailure(line: string): HandlerFailureLog | undefined {
  if (!line.includes('"handler failed"')) return undefined;
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return undefined; // not a structured log line
  }
  if (entry.msg !== 'handler failed' || typeof entry.handler !== 'string' || typeof entry.sqlstate !== 'string') return undefined;
  return {
    requestId: typeof entry.request_id === 'string' ? entry.request_id : undefined,
    handler: entry.handler,
    script: typeof entry.script === 'string' ? entry.script : null,
    line: typeof entry.line === 'number' ? entry.line : null,
    sqlstate: entry.sqlstate,
    message: typeof entry.message === 'string' ? entry.message : '',
  };
}

interface RegisteredHandler {
  body: string;
  kind: string;
  name: string;
}

/** The handler's body, kind and name from the registry (as the deploying user). */
export async function lookupHandler(client: pg.Client, handler: string): Promise<RegisteredHandler | undefined> {
  const result = await client.query<RegisteredHandler>(
    `SELECT h.handler_body AS body, i.kind, i.name
       FROM api.handler h JOIN api.vw_handler_inventory i ON i.handler_id = h.object_id
      WHERE h.handler_func = pg_catalog.to_regprocedure($1)`,
    [handler],
  );
  return result.rows[0];
}

/**
 * `handler failed: api/notes.sql:14: 42P01 relation "notes" does not exist (tool notes, request …)` and the
 * line itself; without the script (registered by hand) or the body on disk, the line inside the body.
 */
export async function describeHandlerFailure(failure: HandlerFailureLog, projectDir: string, registered: RegisteredHandler | undefined): Promise<string> {
  const what = registered ? `${registered.kind} ${registered.name}` : failure.handler;
  const context = `(${what}${failure.requestId ? `, request ${failure.requestId}` : ''})`;
  const where = await locateInProject(failure, projectDir, registered?.body);
  const head = `handler failed: ${where ? `${where.location}: ` : ''}${failure.sqlstate} ${failure.message} ${context}`;
  if (where) return `${head}\n  ${where.lineNumber} | ${where.lineText}`;
  const inBody = failure.line === null ? '' : ` at line ${failure.line} of the handler body`;
  const registeredBy = failure.script ? `, registered by ${failure.script}` : ', registered by hand';
  return `handler failed: ${failure.sqlstate} ${failure.message} ${context}${inBody}${registeredBy}`;
}

async function locateInProject(
  failure: HandlerFailureLog,
  projectDir: string,
  body: string | undefined,
): Promise<{ location: string; lineNumber: number; lineText: string } | undefined> {
  if (!failure.script || !body || failure.line === null) return undefined;
  let content: string;
  try {
    content = await readFile(join(projectDir, failure.script), 'utf8');
  } catch {
    return undefined; // the file is gone or unreadable: say what the gateway knows
  }
  const found = locateBodyLine([{ path: failure.script, content }], body, failure.line);
  return found && { location: `${found.file}:${found.line}`, lineNumber: found.line, lineText: found.lineText };
}
