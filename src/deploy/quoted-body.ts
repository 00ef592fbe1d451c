// Errors in code that a script creates through dynamic SQL (a registration function that runs
// EXECUTE format('CREATE FUNCTION … AS %L', p_body)) come back with the generated statement as the internal
// query. When the error sits inside a quoted literal of that statement, and the literal's text is also in the
// script (the body the script passed in), the position maps back onto the script.

interface Literal {
  /** Index of the first character of the literal's content in the query. */
  start: number;
  /** Index just after its content (the closing quote). */
  end: number;
  style: 'standard' | 'escape' | 'dollar';
}

/**
 * Index in `statementText` of the character the error points at, or undefined when it cannot be mapped.
 * PostgreSQL reports such a position one of two ways: when it found the body in the text the client sent,
 * relative to that text (`directIndex`, PostgreSQL moved it to internal_position with the generated statement
 * as internal_query); otherwise relative to the generated statement (`queryIndex`).
 */
export function mapThroughQuotedBody(internalQuery: string, queryIndex: number, statementText: string, directIndex: number): number | undefined {
  const bodies = literalsOf(internalQuery)
    .map((literal) => ({ literal, ...unquote(internalQuery, literal) }))
    .filter((body) => body.text.trim() !== '');
  for (const body of bodies) {
    // In the script the body is dollar-quoted (verbatim) or a quoted string (quotes doubled).
    for (const form of new Set([body.text, body.text.replace(/'/g, "''")])) {
      for (let at = statementText.indexOf(form); at !== -1; at = statementText.indexOf(form, at + 1)) {
        if (directIndex >= at && directIndex <= at + form.length) return directIndex;
      }
    }
  }
  const body = bodies.find((b) => queryIndex >= b.literal.start && queryIndex <= b.literal.end);
  if (!body) return undefined;
  const at = statementText.indexOf(body.text);
  return at === -1 ? undefined : at + body.offsetOf(queryIndex);
}

function literalsOf(sql: string): Literal[] {
  const literals: Literal[] = [];
  let i = 0;
  while (i < sql.length) {
    const char = sql[i] as string;
    if (char === '-' && sql[i + 1] === '-') {
      const newline = sql.indexOf('\n', i);
      i = newline === -1 ? sql.length : newline + 1;
    } else if (char === '"') {
      const close = sql.indexOf('"', i + 1);
      i = close === -1 ? sql.length : close + 1;
    } else if (char === "'") {
      const isEscape = i > 0 && /[eE]/.test(sql[i - 1] as string) && !/[A-Za-z0-9_]/.test(sql[i - 2] ?? ' ');
      const end = closingQuote(sql, i + 1, isEscape);
      literals.push({ start: i + 1, end, style: isEscape ? 'escape' : 'standard' });
      i = end + 1;
    } else if (char === '$') {
      const tag = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(sql.slice(i));
      if (!tag) {
        i += 1;
        continue;
      }
      const close = sql.indexOf(tag[0], i + tag[0].length);
      const end = close === -1 ? sql.length : close;
      literals.push({ start: i + tag[0].length, end, style: 'dollar' });
      i = end + tag[0].length;
    } else {
      i += 1;
    }
  }
  return literals;
}

function closingQuote(sql: string, from: number, isEscape: boolean): number {
  let i = from;
  while (i < sql.length) {
    if (isEscape && sql[i] === '\\') i += 2;
    else if (sql[i] === "'" && sql[i + 1] === "'") i += 2;
    else if (sql[i] === "'") return i;
    else i += 1;
  }
  return sql.length;
}

const BACKSLASH_ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f' };

/** The literal's value, and a map from a query index inside it to the index in that value. */
function unquote(sql: string, literal: Literal): { text: string; offsetOf: (index: number) => number } {
  if (literal.style === 'dollar') {
    return { text: sql.slice(literal.start, literal.end), offsetOf: (index) => index - literal.start };
  }
  let text = '';
  const valueIndexAt: number[] = []; // query index (relative to start) → value index
  let i = literal.start;
  while (i < literal.end) {
    const rel = i - literal.start;
    valueIndexAt[rel] = text.length;
    const char = sql[i] as string;
    if (char === "'" && sql[i + 1] === "'") {
      valueIndexAt[rel + 1] = text.length;
      text += "'";
      i += 2;
    } else if (literal.style === 'escape' && char === '\\' && i + 1 < literal.end) {
      const next = sql[i + 1] as string;
      valueIndexAt[rel + 1] = text.length;
      text += BACKSLASH_ESCAPES[next] ?? next;
      i += 2;
    } else {
      text += char;
      i += 1;
    }
  }
  valueIndexAt[literal.end - literal.start] = text.length;
  return { text, offsetOf: (index) => valueIndexAt[index - literal.start] ?? text.length };
}
