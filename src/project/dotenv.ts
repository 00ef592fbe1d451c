// Params files in the dotenv format. Node's own parser (util.parseEnv) decides what a value means: quotes
// (' " `), "\n" inside double quotes, values spanning lines inside quotes, "# comment" after a value. This
// file only finds where each entry starts and ends, so every mistake is reported with its file and line
// instead of being folded silently into a neighbouring key or value.
import { parseEnv } from 'node:util';
import { ProjectProblems, type SourceLocation } from '../errors.js';
import { PARAM_KEY } from './config-file.js';

export type DotenvValues = Record<string, string>;

type Problem = { message: string } & SourceLocation;

const ASSIGNMENT = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_.-]*)\s*=\s*(.*)$/;
const QUOTES = new Set(['"', "'", '`']);

/** KEY=VALUE entries, keys lower-cased. Throws ProjectProblems naming every bad line at once. */
export function parseDotenv(text: string, file: string): DotenvValues {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const values: DotenvValues = {};
  const problems: Problem[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const raw = lines[index] as string;
    const trimmed = raw.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    const at = { file, line: index + 1 };
    const match = ASSIGNMENT.exec(raw);
    if (!match) {
      problems.push({ ...at, message: 'expected KEY=VALUE (a # starts a comment line)' });
      continue;
    }
    const key = (match[1] as string).toLowerCase();
    const rest = match[2] as string;
    let end = index;
    const quote = rest[0];
    if (quote !== undefined && QUOTES.has(quote)) {
      const closing = findClosingQuote(lines, index, raw.length - rest.length + 1, quote);
      if (!closing) {
        problems.push({ ...at, message: `the value opens a ${quote} quote that is never closed` });
        break; // everything after it would be read as part of that value
      }
      end = closing.line;
      const after = (lines[end] as string).slice(closing.column + 1);
      if (!/^\s*(#.*)?$/.test(after)) {
        problems.push({ file, line: end + 1, message: `unexpected text after the closing ${quote} quote: "${after.trim()}"` });
        index = end;
        continue;
      }
    } else {
      const hash = rest.indexOf('#');
      if (hash > 0 && !/\s/.test(rest[hash - 1] as string)) {
        problems.push({
          ...at,
          message: `"#" starts a comment, so ${key}'s value would end before it; quote the value if "#" belongs to it (${key}="…#…")`,
        });
        continue;
      }
    }
    if (!PARAM_KEY.test(key)) {
      problems.push({ ...at, message: `"${match[1]}" is not a parameter name (letters, digits and _, at most 63 characters)` });
    } else {
      const entry = lines.slice(index, end + 1).join('\n');
      values[key] = parseEnv(entry)[match[1] as string] ?? '';
    }
    index = end;
  }
  if (problems.length > 0) {
    throw new ProjectProblems(problems, 'Params files use the dotenv format: KEY=VALUE per line, # comments, quotes around values with spaces or "#".');
  }
  return values;
}

/** Where the quote opened at (line, column - 1) closes: the next same quote character, on this line or a later one. */
function findClosingQuote(lines: readonly string[], line: number, from: number, quote: string): { line: number; column: number } | undefined {
  for (let current = line, start = from; current < lines.length; current += 1, start = 0) {
    const column = (lines[current] as string).indexOf(quote, start);
    if (column >= 0) return { line: current, column };
  }
  return undefined;
}
