// How tool results are shaped: structuredContent (matching the tool's outputSchema) plus a short text, and
// failures as isError results that still carry the structured failure (file, line, SQLSTATE, hint).
import { isAbsolute, relative, sep } from 'node:path';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { EXIT_CODES, isPgmiError, ProjectProblems } from '../errors.js';
import { isTestPath } from '../project/discover.js';
import { errorToJson, unexpectedErrorMessage } from '../output/render-error.js';
import { describeCause } from '../deploy/handler-cause.js';
import { toolWording } from './tool-wording.js';

/** Why a handler failed, as the deploy core reports it (the test that called it saw only a generic error). */
export const handlerFailureSchema = z
  .object({
    handler: z.string().describe('the handler function, e.g. api.mcp_tool_count_notes(api.mcp_request)'),
    name: z.string().optional().describe('its kind and name in the registry, e.g. "tool count_notes"'),
    file: z.string().optional().describe('the project file of the statement that failed'),
    line: z.number().int().optional(),
    lineText: z.string().optional(),
    sqlstate: z.string(),
    message: z.string(),
  })
  .describe('when a test failed because a handler failed: the handler, its file and line, SQLSTATE and message');

export const failureSchema = z
  .object({
    code: z.string().describe('pgmi error code: sql_failed, invalid_project, connection_failed, interrupted, usage, …'),
    exitCode: z.number().int().describe('the exit code the CLI would have used'),
    message: z.string(),
    file: z.string().optional().describe('the file, relative to the project folder (absolute only when it lies outside, e.g. a --params-file)'),
    line: z.number().int().optional(),
    column: z.number().int().optional(),
    excerpt: z.string().optional().describe('the line with a caret under the column'),
    sqlstate: z.string().optional(),
    detail: z.string().optional(),
    hint: z.string().optional(),
    test: z.string().optional().describe('the failing SQL test, when a test failed'),
    handlerFailure: handlerFailureSchema.optional(),
    problems: z.array(z.object({ message: z.string(), file: z.string().optional(), line: z.number().int().optional() }).passthrough()).optional(),
  })
  // Every fact the core's error carries passes through (as in the CLI's --json error object).
  .passthrough()
  .describe('why the call failed');

export type Failure = z.infer<typeof failureSchema>;

export function ok(structured: Record<string, unknown>, text: string): CallToolResult {
  return { content: [{ type: 'text', text }], structuredContent: structured };
}

export function failed(structured: Record<string, unknown>, text: string): CallToolResult {
  return { content: [{ type: 'text', text }], structuredContent: structured, isError: true };
}

/** A PgmiError as a Failure (every field of the CLI's --json error object, files relative to the project); anything else is a bug and says so. */
export function describeFailure(error: unknown, projectDir?: string): Failure {
  if (!isPgmiError(error)) {
    // Redacted as the CLI's unexpected errors are: a connection string in a driver's message keeps no password.
    return { code: 'unexpected', exitCode: EXIT_CODES.unexpected, message: `unexpected error (a bug in pgmi): ${unexpectedErrorMessage(error)}` };
  }
  const failure = { ...errorToJson(error), code: error.code, exitCode: error.exitCode, message: toolWording(error.message) } as Failure;
  if (error.hint) failure.hint = toolWording(error.hint);
  if (error.excerpt) failure.excerpt = error.excerpt;
  if (error.file) failure.file = projectPath(error.file, projectDir);
  if (failure.file && isTestPath(failure.file)) failure.test = failure.file;
  if (error instanceof ProjectProblems && error.problems.length > 1) {
    failure.problems = error.problems.map((p) => ({ ...p, message: toolWording(p.message), ...(p.file ? { file: projectPath(p.file, projectDir) } : {}) }));
  } else {
    delete failure.problems;
  }
  return failure;
}

function projectPath(file: string, projectDir: string | undefined): string {
  if (!projectDir || !isAbsolute(file)) return file;
  const rel = relative(projectDir, file);
  return rel.startsWith('..') || isAbsolute(rel) ? file : rel.split(sep).join('/');
}

/** One line for the text content: "file:line:col: message (SQLSTATE x)". */
export function failureText(failure: Failure): string {
  const where = failure.file ? `${failure.file}${failure.line === undefined ? '' : `:${failure.line}${failure.column === undefined ? '' : `:${failure.column}`}`}: ` : '';
  const state = failure.sqlstate ? ` (SQLSTATE ${failure.sqlstate})` : '';
  const hint = failure.hint ? `\nhint: ${failure.hint}` : '';
  const cause = failure.handlerFailure ? `\nbecause ${describeCause(failure.handlerFailure)}` : '';
  return `${where}${failure.message}${state}${cause}${failure.excerpt ? `\n${failure.excerpt}` : ''}${hint}`;
}

/** The object without its null fields (output schemas say "absent" rather than null: portable to every client). */
export function withoutNulls<T extends object>(value: T): { [K in keyof T]: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null)) as { [K in keyof T]: Exclude<T[K], null> };
}
