// Pulls runnable examples out of Markdown (README, docs) so tests run them exactly as written.

/** The first ```sql block after the heading line `heading`. */
export function sqlBlockAfter(markdown: string, heading: string): string {
  const at = markdown.indexOf(`${heading}\n`);
  if (at === -1) throw new Error(`no heading "${heading}"`);
  const match = /```sql\n([\s\S]*?)```/.exec(markdown.slice(at));
  if (!match) throw new Error(`no sql block after "${heading}"`);
  return match[1] as string;
}

/** Lines of ```bash blocks that start with `prefix`, split into argv like a shell would (quotes, # comments). */
export function commandsIn(markdown: string, prefix: string): string[][] {
  const commands: string[][] = [];
  for (const block of markdown.matchAll(/```(?:bash|sh)\n([\s\S]*?)```/g)) {
    for (const line of (block[1] as string).split('\n')) {
      const trimmed = line.trim();
      if (trimmed.startsWith(prefix)) commands.push(shellWords(trimmed));
    }
  }
  return commands;
}

export function shellWords(line: string): string[] {
  const words: string[] = [];
  let current: string | undefined;
  let quote: '"' | "'" | undefined;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i] as string;
    if (quote) {
      if (char === quote) quote = undefined;
      else current = (current ?? '') + char;
    } else if (char === '"' || char === "'") {
      quote = char;
      current = current ?? '';
    } else if (char === '#' && current === undefined) {
      break; // a comment
    } else if (/\s/.test(char)) {
      if (current !== undefined) words.push(current);
      current = undefined;
    } else {
      current = (current ?? '') + char;
    }
  }
  if (quote) throw new Error(`unbalanced quote in: ${line}`);
  if (current !== undefined) words.push(current);
  return words;
}
