// SQL tests must not pass on NULL: `IF actual <> expected THEN RAISE` is silent when actual is NULL (the
// comparison is NULL, so the IF is skipped). Every template's __test__ files compare with IS DISTINCT FROM,
// usually through pg_temp.expect(what, actual, expected) defined in each folder's _setup.sql.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEMPLATES_ROOT } from '../../../src/scaffold/catalogue.js';
import { REPO_ROOT } from '../../support/cli.js';

/** The SQL with comments removed and every string literal emptied, so only code is searched. */
function codeOnly(sql: string): string {
  let out = '';
  for (let i = 0; i < sql.length; i += 1) {
    const ch = sql[i] as string;
    if (ch === '-' && sql[i + 1] === '-') {
      while (i < sql.length && sql[i] !== '\n') i += 1;
      out += '\n';
    } else if (ch === '/' && sql[i + 1] === '*') {
      const end = sql.indexOf('*/', i + 2);
      i = end < 0 ? sql.length : end + 1;
      out += ' ';
    } else if (ch === "'") {
      const escapes = /[eE]/.test(sql[i - 1] ?? '') && !/\w/.test(sql[i - 2] ?? '');
      i += 1;
      while (i < sql.length) {
        if (escapes && sql[i] === '\\') i += 2;
        else if (sql[i] === "'" && sql[i + 1] === "'") i += 2;
        else if (sql[i] === "'") break;
        else i += 1;
      }
      out += "''";
    } else {
      out += ch;
    }
  }
  return out;
}

/** The text from `open` (an opening parenthesis) to its matching close, exclusive. */
function parenthesised(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '(') depth += 1;
    else if (text[i] === ')' && --depth === 0) return text.slice(open + 1, i);
  }
  return text.slice(open + 1);
}

const NOT_EQUAL = /<>|!=/;
const STATEMENT_START = /(?:^|[;$]|\b(?:BEGIN|THEN|ELSE|LOOP))\s*$/i;

/** Each IF/ELSIF condition that raises when it holds and compares with <>, != or NOT (a = b): silent on NULL. */
function findNullUnsafeGuards(sql: string): string[] {
  const code = codeOnly(sql);
  const found: string[] = [];
  for (const match of code.matchAll(/\b(ELSIF|IF)\b/gi)) {
    const at = match.index;
    if (!STATEMENT_START.test(code.slice(Math.max(0, at - 20), at))) continue; // END IF, CREATE … IF NOT EXISTS
    let depth = 0;
    let then = -1;
    for (let i = at + match[0].length; i < code.length && then < 0; i += 1) {
      if (code[i] === '(') depth += 1;
      else if (code[i] === ')') depth -= 1;
      else if (depth === 0 && /^THEN\b/i.test(code.slice(i, i + 5)) && /\W/.test(code[i - 1] ?? ' ')) then = i;
    }
    if (then < 0) continue;
    const condition = code.slice(at + match[0].length, then);
    const body = code.slice(then + 4).split(/\b(?:ELSIF|ELSE|END\s+IF)\b/i)[0] ?? '';
    if (!/\bRAISE\s+EXCEPTION\b/i.test(body)) continue;
    const negatedEquals = [...condition.matchAll(/\bNOT\s*\(/gi)].some((not) =>
      /(?<![<>!:=])=(?![=>])/.test(parenthesised(condition, (not.index ?? 0) + not[0].length - 1)),
    );
    if (NOT_EQUAL.test(condition) || negatedEquals) found.push(`${match[1]}${condition.replace(/\s+/g, ' ').trimEnd()} THEN`);
  }
  return found;
}

function testFiles(dir: string, inTests = false): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (name === 'node_modules') return [];
    if (statSync(full).isDirectory()) return testFiles(full, inTests || name === '__test__');
    return inTests && /\.sql(\.hbs)?$/.test(name) ? [full] : [];
  });
}

describe('SQL test assertions', () => {
  it('finds <>, != and NOT (a = b) guarding a RAISE, and nothing in strings, comments or IS DISTINCT FROM', () => {
    expect(findNullUnsafeGuards("DO $$ BEGIN IF f() <> 1 THEN RAISE EXCEPTION 'no'; END IF; END $$;")).toEqual(['IF f() <> 1 THEN']);
    expect(findNullUnsafeGuards('BEGIN\n  IF x = 1\n     OR y != 2 THEN\n    RAISE EXCEPTION \'x\';\n  END IF;')).toHaveLength(1);
    expect(findNullUnsafeGuards("BEGIN IF NOT (a.b = c) THEN RAISE EXCEPTION 'x'; END IF;")).toHaveLength(1);
    expect(findNullUnsafeGuards("BEGIN IF ok THEN NULL; ELSIF (SELECT count(*) FROM t) <> 2 THEN RAISE EXCEPTION 'x'; END IF;")).toHaveLength(1);
    expect(findNullUnsafeGuards("BEGIN IF a IS DISTINCT FROM b THEN RAISE EXCEPTION 'a <> b'; END IF; -- IF a <> b THEN RAISE")).toEqual([]);
    expect(findNullUnsafeGuards("BEGIN IF NOT (a >= b) OR NOT EXISTS (SELECT FROM t WHERE x = 1) THEN RAISE EXCEPTION 'x'; END IF;")).toEqual([]);
    expect(findNullUnsafeGuards("BEGIN IF a <> b THEN v := 1; END IF; CREATE TABLE IF NOT EXISTS t (a int CHECK (a <> 0));")).toEqual([]);
    expect(findNullUnsafeGuards("SELECT E'it\\'s <> fine' WHERE a <> ALL (b); BEGIN IF c THEN RAISE EXCEPTION 'x'; END IF;")).toEqual([]);
  });

  it('no __test__ file of any template or test overlay guards a RAISE with <>, != or NOT (a = b) (use pg_temp.expect)', () => {
    const offenders = [...testFiles(TEMPLATES_ROOT), ...testFiles(join(REPO_ROOT, 'test', 'fixtures'))].flatMap((file) =>
      findNullUnsafeGuards(readFileSync(file, 'utf8')).map((guard) => `${relative(REPO_ROOT, file)}: ${guard}`),
    );
    expect(offenders, 'compare with IS DISTINCT FROM, e.g. PERFORM pg_temp.expect(what, actual, expected)').toEqual([]);
  });
});
