// Splits a SQL script into top-level statements, as psql does, keeping each statement's offset so server
// error positions map back to the file. Understands comments (nested /* */), '…' and E'…' strings,
// "…" identifiers, $tag$…$tag$ bodies, and BEGIN ATOMIC … END function bodies.

export interface SqlStatement {
  /** Statement text without the terminating semicolon. */
  text: string;
  /** Offset of the first character of `text` in the script (UTF-16 index). */
  offset: number;
}

export class SqlSplitError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

const IDENT_START = /[A-Za-z_\u0080-\uffff]/;
const IDENT_PART = /[A-Za-z0-9_$\u0080-\uffff]/;
const DOLLAR_TAG = /^\$([A-Za-z_\u0080-\uffff][A-Za-z0-9_\u0080-\uffff]*)?\$/;

export function splitSql(script: string): SqlStatement[] {
  const statements: SqlStatement[] = [];
  let start = 0;
  let i = 0;
  // BEGIN ATOMIC bodies (SQL-standard function bodies) contain semicolons that do not end the statement.
  let atomicDepth = 0;
  let sawCreateRoutine = false;
  let firstWords: string[] = [];
  let parenDepth = 0;

  const push = (end: number) => {
    const raw = script.slice(start, end);
    const leading = raw.length - raw.trimStart().length;
    const text = raw.trim();
    if (text !== '' && !isOnlyComments(text)) statements.push({ text, offset: start + leading });
    start = end + 1;
    atomicDepth = 0;
    sawCreateRoutine = false;
    firstWords = [];
    parenDepth = 0;
  };

  while (i < script.length) {
    const ch = script[i] as string;
    const next = script[i + 1];
    if (ch === '-' && next === '-') {
      const end = script.indexOf('\n', i);
      i = end === -1 ? script.length : end + 1;
      continue;
    }
    if (ch === '/' && next === '*') {
      i = skipBlockComment(script, i);
      continue;
    }
    if (ch === "'") {
      const isEscape = i > 0 && /[eE]/.test(script[i - 1] as string) && !IDENT_PART.test(script[i - 2] ?? ' ');
      i = skipQuoted(script, i, "'", isEscape);
      continue;
    }
    if (ch === '"') {
      i = skipQuoted(script, i, '"', false);
      continue;
    }
    if (ch === '$') {
      const tag = DOLLAR_TAG.exec(script.slice(i, i + 64));
      // $1 is a parameter and x$y part of an identifier; only a tag at a token boundary opens a body.
      if (tag && !IDENT_PART.test(script[i - 1] ?? ' ')) {
        const close = script.indexOf(tag[0], i + tag[0].length);
        if (close === -1) throw new SqlSplitError(`unterminated dollar-quoted string ${tag[0]}`, i);
        i = close + tag[0].length;
        continue;
      }
      i += 1;
      continue;
    }
    if (ch === '(') parenDepth += 1;
    else if (ch === ')') parenDepth = Math.max(0, parenDepth - 1);
    if (IDENT_START.test(ch) && !IDENT_PART.test(script[i - 1] ?? ' ')) {
      let end = i + 1;
      while (end < script.length && IDENT_PART.test(script[end] as string)) end += 1;
      const word = script.slice(i, end).toUpperCase();
      if (firstWords.length < 4) {
        firstWords.push(word);
        sawCreateRoutine = isCreateRoutine(firstWords);
      }
      if (sawCreateRoutine) {
        if (word === 'BEGIN' && nextWord(script, end) === 'ATOMIC') atomicDepth += 1;
        else if (atomicDepth > 0 && (word === 'CASE' || (word === 'BEGIN' && nextWord(script, end) !== 'ATOMIC'))) atomicDepth += 1;
        else if (atomicDepth > 0 && word === 'END') atomicDepth -= 1;
      }
      i = end;
      continue;
    }
    if (ch === '\\' && atLineStart(script, i)) {
      throw new SqlSplitError('psql meta-commands (lines starting with \\) are not supported; use plain SQL', i);
    }
    if (ch === ';' && atomicDepth === 0 && parenDepth === 0) {
      push(i);
    }
    i += 1;
  }
  push(script.length);
  return statements;
}

function isCreateRoutine(words: string[]): boolean {
  if (words[0] !== 'CREATE') return false;
  const rest = words[1] === 'OR' && words[2] === 'REPLACE' ? words.slice(3) : words.slice(1);
  return rest[0] === 'FUNCTION' || rest[0] === 'PROCEDURE';
}

function nextWord(script: string, from: number): string {
  const match = /^\s*([A-Za-z_]+)/.exec(script.slice(from, from + 40));
  return match ? (match[1] as string).toUpperCase() : '';
}

function atLineStart(script: string, index: number): boolean {
  for (let j = index - 1; j >= 0; j -= 1) {
    const c = script[j];
    if (c === '\n') return true;
    if (c !== ' ' && c !== '\t') return false;
  }
  return true;
}

function skipBlockComment(script: string, from: number): number {
  let depth = 0;
  let i = from;
  while (i < script.length) {
    if (script[i] === '/' && script[i + 1] === '*') {
      depth += 1;
      i += 2;
    } else if (script[i] === '*' && script[i + 1] === '/') {
      depth -= 1;
      i += 2;
      if (depth === 0) return i;
    } else i += 1;
  }
  throw new SqlSplitError('unterminated /* comment', from);
}

function skipQuoted(script: string, from: number, quote: string, backslashEscapes: boolean): number {
  let i = from + 1;
  while (i < script.length) {
    const c = script[i];
    if (backslashEscapes && c === '\\') {
      i += 2;
      continue;
    }
    if (c === quote) {
      if (script[i + 1] === quote) {
        i += 2;
        continue;
      }
      return i + 1;
    }
    i += 1;
  }
  throw new SqlSplitError(`unterminated ${quote === "'" ? 'string literal' : 'quoted identifier'}`, from);
}

function isOnlyComments(text: string): boolean {
  return text.replace(/--[^\n]*/g, '').replace(/\/\*[\s\S]*?\*\//g, '').trim() === '';
}
