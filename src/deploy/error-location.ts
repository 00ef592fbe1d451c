// Maps a PostgreSQL error back to the line and column inside the project file that caused it: the
// statement's own `position`, or inside a DO block / function body through `internalPosition`, the
// internal query and the `where` context ("PL/pgSQL function inline_code_block line 4 at RAISE").
import type { SqlStatement } from './sql-split.js';
import { mapThroughQuotedBody } from './quoted-body.js';

export interface ServerErrorFields {
  message: string;
  position?: string;
  internalPosition?: string;
  internalQuery?: string;
  where?: string;
}

export interface ErrorLocation {
  line: number;
  column: number;
  /** The offending line with a caret under the column, ready to print. */
  excerpt: string;
}

const PLPGSQL_FRAME = /PL\/pgSQL function (inline_code_block|.+?) line (\d+)/;
const COMPILATION = /compilation of PL\/pgSQL function "[^"]*" near line (\d+)/;
const DOLLAR_QUOTE = /\$([A-Za-z_][A-Za-z0-9_]*)?\$/g;

export function locateError(script: string, statement: SqlStatement, error: ServerErrorFields): ErrorLocation {
  return toLocation(script, offsetOf(statement, error));
}

function offsetOf(statement: SqlStatement, error: ServerErrorFields): number {
  const { text, offset } = statement;
  if (error.position) {
    return offset + codePointsToIndex(text, Number(error.position) - 1);
  }
  const where = error.where ?? '';
  const compile = COMPILATION.exec(where);
  const body = bodyStart(text);
  if (compile && body !== undefined && error.internalPosition && error.internalQuery !== undefined) {
    // A syntax error in a function body being created: internalQuery is the body itself.
    const bodyText = text.slice(body);
    const at = bodyText.indexOf(error.internalQuery);
    if (at !== -1) return offset + body + at + codePointsToIndex(error.internalQuery, Number(error.internalPosition) - 1);
    return offset + body + codePointsToIndex(bodyText, Number(error.internalPosition) - 1);
  }
  if (error.internalQuery && error.internalPosition && !text.includes(error.internalQuery)) {
    // An error in SQL the script generated (EXECUTE of a CREATE FUNCTION built from a body the script passed):
    // find the quoted text it points into back in the script.
    const position = Number(error.internalPosition) - 1;
    const mapped = mapThroughQuotedBody(error.internalQuery, codePointsToIndex(error.internalQuery, position), text, codePointsToIndex(text, position));
    if (mapped !== undefined) return offset + mapped;
  }
  // The innermost frame that is code of this statement (a DO block, or the function it creates): an error
  // raised by a helper it calls points at the line that called the helper.
  const frame = innermostFrame(where, (fn) => fn === 'inline_code_block' || isDefinedHere(text, fn));
  if (frame && body !== undefined) {
    // Line N of a PL/pgSQL body counts from the line of the opening $$.
    const lineStart = nthLineStart(text, body, frame.line - 1);
    if (frame.isInnermost && error.internalQuery && error.internalPosition) {
      const at = text.indexOf(error.internalQuery, lineStart);
      if (at !== -1 && at - lineStart < 2000) {
        return offset + at + codePointsToIndex(error.internalQuery, Number(error.internalPosition) - 1);
      }
    }
    return offset + firstNonSpace(text, lineStart);
  }
  return offset + leadingTrivia(text);
}

/** Length of the whitespace and comments before a statement's first token (the server gave no position). */
function leadingTrivia(text: string): number {
  const match = /^(?:\s+|--[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/)*/.exec(text);
  return match ? match[0].length : 0;
}

function innermostFrame(where: string, isHere: (fn: string) => boolean): { fn: string; line: number; isInnermost: boolean } | undefined {
  let isInnermost = true;
  for (const line of where.split('\n')) {
    const match = PLPGSQL_FRAME.exec(line);
    if (!match) continue;
    if (isHere(match[1] as string)) return { fn: match[1] as string, line: Number(match[2]), isInnermost };
    isInnermost = false;
  }
  return undefined;
}

/** Index just after the opening tag of the statement's first dollar-quoted body. */
function bodyStart(text: string): number | undefined {
  DOLLAR_QUOTE.lastIndex = 0;
  const match = DOLLAR_QUOTE.exec(text);
  return match ? match.index + match[0].length : undefined;
}

function isDefinedHere(text: string, fn: string): boolean {
  const name = fn.replace(/\(.*$/, '').split('.').pop() ?? fn;
  return new RegExp(`^\\s*CREATE\\s+(OR\\s+REPLACE\\s+)?(FUNCTION|PROCEDURE)\\s+[^(]*\\b${escapeRegExp(name)}\\s*\\(`, 'i').test(
    text.replace(/^(\s*--[^\n]*\n)*/, ''),
  );
}

function nthLineStart(text: string, from: number, lines: number): number {
  let index = from;
  for (let n = 0; n < lines; n += 1) {
    const newline = text.indexOf('\n', index);
    if (newline === -1) return index;
    index = newline + 1;
  }
  // `from` is mid-line for line 1 (the text after $$); later lines start after a newline.
  return index;
}

function firstNonSpace(text: string, from: number): number {
  let i = from;
  while (i < text.length && (text[i] === ' ' || text[i] === '\t')) i += 1;
  return i;
}

function codePointsToIndex(text: string, codePoints: number): number {
  let index = 0;
  for (let n = 0; n < codePoints && index < text.length; n += 1) {
    const code = text.codePointAt(index) ?? 0;
    index += code > 0xffff ? 2 : 1;
  }
  return index;
}

function toLocation(script: string, offset: number): ErrorLocation {
  const clamped = Math.max(0, Math.min(offset, script.length));
  const before = script.slice(0, clamped);
  const line = before.split('\n').length;
  const lineStart = before.lastIndexOf('\n') + 1;
  const lineEnd = script.indexOf('\n', clamped);
  const lineText = script.slice(lineStart, lineEnd === -1 ? script.length : lineEnd).replace(/\t/g, ' ');
  const column = Array.from(script.slice(lineStart, clamped)).length + 1;
  const gutter = String(line).length;
  const excerpt = [`  ${String(line)} | ${lineText}`, `  ${' '.repeat(gutter)} | ${' '.repeat(column - 1)}^`].join('\n');
  return { line, column, excerpt };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
