// Every way pgmi can stop, and the exit code each one means. Exit numbers live here and nowhere else.

export const EXIT_CODES = {
  ok: 0,
  unexpected: 1,
  usage: 2,
  project: 10,
  connection: 11,
  confirmationRefused: 12,
  sqlFailure: 13,
  notFound: 14,
  deployLocked: 15,
  timeout: 16,
  interrupted: 130,
} as const;

export type ExitCode = (typeof EXIT_CODES)[keyof typeof EXIT_CODES];

/** What each exit code means, in the words of `pgmi --help`. */
export const EXIT_CODE_MEANINGS: Record<keyof typeof EXIT_CODES, string> = {
  ok: 'ok',
  unexpected: 'unexpected',
  usage: 'usage',
  project: 'invalid project',
  connection: 'cannot connect',
  confirmationRefused: 'confirmation refused',
  sqlFailure: 'SQL or test failure',
  notFound: 'not found',
  deployLocked: 'another deploy running',
  timeout: 'timeout',
  interrupted: 'interrupted',
};

/** "Exit codes: 0 ok, 1 unexpected, …", wrapped at `width` columns between entries. */
export function exitCodesText(width: number): string {
  const names = Object.keys(EXIT_CODES) as (keyof typeof EXIT_CODES)[];
  const entries = names.map((name, i) => `${EXIT_CODES[name]} ${EXIT_CODE_MEANINGS[name]}${i === names.length - 1 ? '.' : ','}`);
  const lines = [`Exit codes:`];
  for (const entry of entries) {
    const last = lines.length - 1;
    if (`${lines[last]} ${entry}`.length > width) lines.push(entry);
    else lines[last] = `${lines[last]} ${entry}`;
  }
  return lines.join('\n');
}

/** Why a handler failed, where a test saw it fail (deploy/handler-cause.ts): the real cause behind the test's message. */
export interface HandlerFailureCause {
  /** The handler's function, e.g. api.mcp_tool_count_notes(api.mcp_request). */
  handler: string;
  /** "tool count_notes", "rest GET /notes", … when the registry names it. */
  name?: string;
  /** The project file and line of the statement that failed (the body's line mapped into the file). */
  file?: string;
  line?: number;
  lineText?: string;
  sqlstate: string;
  message: string;
}

/** Where in a file a problem was found (1-based line and column). */
export interface SourceLocation {
  file?: string;
  line?: number;
  column?: number;
}

export interface PgmiErrorOptions extends SourceLocation {
  hint?: string;
  cause?: unknown;
  sqlstate?: string;
  detail?: string;
  /** Pre-rendered excerpt of the source with a caret under the column. */
  excerpt?: string;
  /** Extra structured facts for --json output (never secrets). */
  data?: Record<string, unknown>;
  /** A test failed because a handler failed: which, where, and why. */
  handlerFailure?: HandlerFailureCause;
}

/** An expected failure: the message has been written for the user, and the exit code says what kind. */
export abstract class PgmiError extends Error {
  abstract readonly exitCode: ExitCode;
  abstract readonly code: string;
  readonly hint?: string;
  readonly file?: string;
  readonly line?: number;
  readonly column?: number;
  readonly sqlstate?: string;
  readonly detail?: string;
  readonly excerpt?: string;
  readonly data?: Record<string, unknown>;
  readonly handlerFailure?: HandlerFailureCause;

  constructor(message: string, options: PgmiErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.hint = options.hint;
    this.file = options.file;
    this.line = options.line;
    this.column = options.column;
    this.sqlstate = options.sqlstate;
    this.detail = options.detail;
    this.excerpt = options.excerpt;
    this.data = options.data;
    this.handlerFailure = options.handlerFailure;
  }
}

export class UsageError extends PgmiError {
  readonly exitCode = EXIT_CODES.usage;
  readonly code = 'usage';
}

export class ProjectError extends PgmiError {
  readonly exitCode = EXIT_CODES.project;
  readonly code = 'invalid_project';
}

export class ConnectionError extends PgmiError {
  readonly exitCode = EXIT_CODES.connection;
  readonly code = 'connection_failed';
}

export class ConfirmationRefused extends PgmiError {
  readonly exitCode = EXIT_CODES.confirmationRefused;
  readonly code = 'confirmation_refused';
}

export class SqlFailure extends PgmiError {
  readonly exitCode = EXIT_CODES.sqlFailure;
  readonly code = 'sql_failed';
}

/** A named object the database does not hold (e.g. an API key id given to `pgmi keys revoke`). */
export class NotFound extends PgmiError {
  readonly exitCode = EXIT_CODES.notFound;
  readonly code = 'not_found';
}

/** A process pgmi started and supervises (the gateway under `pgmi dev`) failed to start or stopped on its own. */
export class GatewayFailed extends PgmiError {
  readonly exitCode = EXIT_CODES.unexpected;
  readonly code = 'gateway_failed';
}

export class DeployLocked extends PgmiError {
  readonly exitCode = EXIT_CODES.deployLocked;
  readonly code = 'deploy_locked';
}

export class DeployTimeout extends PgmiError {
  readonly exitCode = EXIT_CODES.timeout;
  readonly code = 'timeout';
}

export class Interrupted extends PgmiError {
  readonly exitCode = EXIT_CODES.interrupted;
  readonly code = 'interrupted';
}

/** Several configuration problems found in one pass, reported together. */
export class ProjectProblems extends ProjectError {
  readonly problems: ReadonlyArray<{ message: string } & SourceLocation>;

  constructor(problems: ReadonlyArray<{ message: string } & SourceLocation>, hint?: string) {
    const first = problems[0];
    const summary =
      problems.length === 1 && first
        ? first.message
        : `${problems.length} problems in the project configuration`;
    super(summary, { hint, file: first?.file, line: first?.line, column: first?.column });
    this.problems = problems;
  }
}

export function isPgmiError(error: unknown): error is PgmiError {
  return error instanceof PgmiError;
}
