// Under `pgmi dev` only (PGMI_DEV_PROJECT_DIR set): a handler failure of a request is also given to the
// developer's own client, as the response header `x-pgmi-handler-failure` (JSON, URI-encoded), with the
// project file and line of the statement that failed: the console shows it beside the error. The line inside
// the handler body (from the NOTICE) is mapped into the file by finding the function's source (pg_proc, which
// every role may read) in the script that registered it. Off by default: in production a client never sees
// why a handler failed (the log has it).
import { readFile } from 'node:fs/promises';
import { isAbsolute, relative, resolve } from 'node:path';
import type pg from 'pg';
import type { HandlerFailure } from './handler-failures.js';

export const DEV_FAILURE_HEADER = 'x-pgmi-handler-failure';
const KEPT = 100;

export interface LocatedFailure extends HandlerFailure {
  /** The project file and line of the failing statement, when the script on disk still holds the body. */
  file: string | null;
  fileLine: number | null;
  lineText: string | null;
}

/** The located failures of recent requests, by request id; bounded, each taken once. */
export class DevFailures {
  private readonly byRequest = new Map<string, Promise<LocatedFailure>>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly projectDir: string,
  ) {}

  record(requestId: string, failure: HandlerFailure): void {
    if (this.byRequest.size >= KEPT) this.byRequest.delete(this.byRequest.keys().next().value as string);
    this.byRequest.set(requestId, locate(this.pool, this.projectDir, failure));
  }

  /** The header value for the request's failure, if it had one. */
  async take(requestId: string): Promise<string | undefined> {
    const found = this.byRequest.get(requestId);
    if (!found) return undefined;
    this.byRequest.delete(requestId);
    return encodeURIComponent(JSON.stringify(await found));
  }
}

async function locate(pool: pg.Pool, projectDir: string, failure: HandlerFailure): Promise<LocatedFailure> {
  const none: LocatedFailure = { ...failure, file: failure.script, fileLine: null, lineText: null };
  if (!failure.script || failure.line === null) return none;
  const path = resolve(projectDir, failure.script);
  const inside = relative(projectDir, path);
  if (inside.startsWith('..') || isAbsolute(inside)) return none; // only files of the project
  try {
    const [source, text] = await Promise.all([
      pool.query<{ body: string }>('SELECT prosrc AS body FROM pg_catalog.pg_proc WHERE oid = pg_catalog.to_regprocedure($1)', [failure.handler]),
      readFile(path, 'utf8'),
    ]);
    const body = source.rows[0]?.body;
    if (!body) return none;
    const script = text.replace(/\r\n?/g, '\n');
    const at = [body, body.replace(/'/g, "''")].map((form) => script.indexOf(form.replace(/\r\n?/g, '\n'))).find((index) => index !== -1);
    if (at === undefined) return none; // edited since it was deployed
    // Line 1 of a PL/pgSQL body is the line on which the body starts.
    const fileLine = script.slice(0, at).split('\n').length + failure.line - 1;
    return { ...failure, file: failure.script, fileLine, lineText: script.split('\n')[fileLine - 1] ?? null };
  } catch {
    return none; // unreadable: what the NOTICE said is still worth showing
  }
}
