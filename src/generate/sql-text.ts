// Small pieces of SQL text the generators share: literals, JSON literals, header comments.

/** A SQL string literal ('…' with quotes doubled). */
export function sqlLiteral(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

/** A jsonb literal, pretty-printed and indented to sit as an argument of a registration call. */
export function jsonbLiteral(value: unknown, indent: string): string {
  return `${sqlLiteral(compactJson(value, indent))}::jsonb`;
}

/** JSON with one key per line, except that objects and arrays short enough stay on one line. */
export function compactJson(value: unknown, indent = '', width = 100): string {
  const inline = JSON.stringify(value, null, 1)?.replace(/\n\s*/g, ' ').replace(/([[{]) /g, '$1').replace(/ ([\]}])/g, '$1') ?? 'null';
  if (value === null || typeof value !== 'object' || indent.length + inline.length <= width) return inline;
  const inner = `${indent}    `;
  if (Array.isArray(value)) return `[\n${value.map((item) => `${inner}${compactJson(item, inner, width)}`).join(',\n')}\n${indent}]`;
  const entries = Object.entries(value as Record<string, unknown>).map(
    ([key, item]) => `${inner}${JSON.stringify(key)}: ${compactJson(item, inner, width)}`,
  );
  return `{\n${entries.join(',\n')}\n${indent}}`;
}

/** A one-line jsonb literal. */
export function inlineJsonb(value: unknown): string {
  return `${sqlLiteral(JSON.stringify(value))}::jsonb`;
}

/** `-- ` comment lines, wrapped at ~110 columns. */
export function commentLines(paragraphs: readonly string[]): string {
  const lines: string[] = [];
  for (const paragraph of paragraphs) {
    let line = '--';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      if (line.length + word.length + 1 > 112 && line !== '--') {
        lines.push(line);
        line = '--';
      }
      line += ` ${word}`;
    }
    lines.push(line);
  }
  return `${lines.join('\n')}\n`;
}
