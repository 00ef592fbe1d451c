// Golden files for text people read (STYLE §2.5): compared on every run, rewritten only with UPDATE_GOLDEN=1
// (npm run golden:update), and reviewed as a diff like code. Text is normalised first so that what varies from
// run to run (temporary paths, database names, durations, times) does not make a diff.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

export const GOLDEN_ROOT = fileURLToPath(new URL('../golden/', import.meta.url));
const UPDATE = process.env.UPDATE_GOLDEN === '1';

/** Compares text with test/golden/<path>, or writes it there under UPDATE_GOLDEN=1. */
export function expectGolden(path: string, text: string): void {
  const file = join(GOLDEN_ROOT, path);
  if (UPDATE) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  const hint = `test/golden/${path} differs. If the change is on purpose, run npm run golden:update and review the diff.`;
  expect(existsSync(file), `${hint} (it does not exist yet)`).toBe(true);
  expect(text, hint).toBe(readFileSync(file, 'utf8'));
}

export interface Normalisation {
  /** Literal strings to replace (longest first), e.g. a temp folder → <dir>, a database name → <db>. */
  replace?: Record<string, string>;
}

/** Replaces the given literals, then measured durations (as formatDuration prints them: 120ms, 1.23s, 2m3s),
 * timestamps and "…Ms" numbers in JSON with fixed placeholders. */
export function normalise(text: string, options: Normalisation = {}): string {
  let out = text;
  const pairs = Object.entries(options.replace ?? {}).sort(([a], [b]) => b.length - a.length);
  for (const [from, to] of pairs) out = out.split(from).join(to);
  return out
    .replace(/\d{4}-\d\d-\d\d[T ]\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d(:?\d\d)?)?/g, '<time>')
    .replace(/"(\w*Ms)": \d+(\.\d+)?/g, '"$1": 0')
    .replace(/\b\d+(\.\d\ds|ms|m\d+s)\b/g, '<duration>');
}
