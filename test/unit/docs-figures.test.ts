// Counts that drift (scripts applied, tests passed) stay out of the docs: the template grows with every change,
// and a README that says "57 scripts applied, 173 tests passed" is wrong a week later.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const DOCS = ['README.md', 'templates/advanced/README.md.hbs', 'templates/basic/README.md.hbs', 'templates/advanced/gateway/README.md.hbs'];
const DRIFTING = /\b\d[\d,]* (scripts? applied|tests? passed|SQL tests|scripts? skipped)\b/g;

describe('figures in the docs', () => {
  for (const doc of DOCS) {
    it(`${doc} states no script or test count`, () => {
      const text = readFileSync(fileURLToPath(new URL(`../../${doc}`, import.meta.url)), 'utf8');
      expect(text.match(DRIFTING) ?? []).toEqual([]);
    });
  }
});
