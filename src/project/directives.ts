// Script directives: `-- pgmi:once` or `-- pgmi:no-transaction` in the leading comment of a file.
import type { SourceLocation } from '../errors.js';

export type ScriptKind = 'repeatable' | 'once' | 'no-transaction';

export interface DirectiveResult {
  kind: ScriptKind;
  problems: Array<{ message: string } & SourceLocation>;
}

const KIND_BY_DIRECTIVE: Record<string, ScriptKind> = {
  once: 'once',
  'no-transaction': 'no-transaction',
  repeatable: 'repeatable',
};

const DIRECTIVE = /^--\s*pgmi:([A-Za-z_-]*)\s*(.*)$/;

/**
 * Reads the directive from the leading comment (the lines before the first SQL). A `pgmi:` directive after
 * the first SQL line, an unknown directive, or two kinds are errors, so a typo never silently changes how a
 * script runs.
 */
export function parseDirectives(path: string, content: string): DirectiveResult {
  const text = content.charCodeAt(0) === 0xfeff ? content.slice(1) : content;
  const problems: DirectiveResult['problems'] = [];
  let kind: ScriptKind | undefined;
  const leadingEnd = leadingCommentEnd(text);
  // Every deploy reads every script: only the lines that mention `pgmi:` are looked at, not split out one by one.
  for (const { line, lineNo, offset } of linesMentioning(text, 'pgmi:')) {
    const match = DIRECTIVE.exec(line.trim());
    if (!match) continue;
    const name = (match[1] ?? '').toLowerCase();
    if (offset >= leadingEnd) {
      problems.push({ file: path, line: lineNo, message: `directive "pgmi:${name}" must be in the leading comment, before any SQL` });
      continue;
    }
    const found = KIND_BY_DIRECTIVE[name];
    if (!found) {
      problems.push({ file: path, line: lineNo, message: `unknown directive "pgmi:${name}" (valid: pgmi:once, pgmi:no-transaction, pgmi:repeatable)` });
      continue;
    }
    if ((match[2] ?? '').trim() !== '') {
      problems.push({ file: path, line: lineNo, message: `directive "pgmi:${name}" takes no arguments` });
      continue;
    }
    if (kind !== undefined && kind !== found) {
      problems.push({ file: path, line: lineNo, message: `conflicting directives: pgmi:${name} after the file was already marked ${kind}` });
      continue;
    }
    kind = found;
  }
  return { kind: kind ?? 'repeatable', problems };
}

/** The end of a line starting at `from`: the offset of its line break (\r\n, \r or \n), or the text's length. */
function lineEnd(text: string, from: number): number {
  for (let i = from; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === 10 || code === 13) return i;
  }
  return text.length;
}

/** Where the line after the one ending at `end` starts. */
function nextLineStart(text: string, end: number): number {
  return text.charCodeAt(end) === 13 && text.charCodeAt(end + 1) === 10 ? end + 2 : end + 1;
}

/** The offset where the first SQL line (not blank, not a `--` comment) starts; the text's length when none does. */
function leadingCommentEnd(text: string): number {
  for (let start = 0; start < text.length; ) {
    const end = lineEnd(text, start);
    const line = text.slice(start, end).trim();
    if (line !== '' && !line.startsWith('--')) return start;
    start = nextLineStart(text, end);
  }
  return text.length;
}

/** Each line containing `needle`, once, with its 1-based number and starting offset. */
function* linesMentioning(text: string, needle: string): Generator<{ line: string; lineNo: number; offset: number }> {
  let lineStart = 0;
  let lineNo = 1;
  for (let hit = text.indexOf(needle); hit !== -1; ) {
    for (let end = lineEnd(text, lineStart); end < hit; end = lineEnd(text, lineStart)) {
      lineStart = nextLineStart(text, end);
      lineNo += 1;
    }
    const end = lineEnd(text, lineStart);
    yield { line: text.slice(lineStart, end), lineNo, offset: lineStart };
    hit = text.indexOf(needle, end);
  }
}
