// Every environment variable the gateway reads is documented in the gateway README (the README says "all
// documented"; this keeps it true when a variable is added).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const GATEWAY = join(import.meta.dirname, '../../../templates/advanced/gateway');

describe('gateway configuration', () => {
  it('documents every variable config.ts reads in the README table', async () => {
    const source = await readFile(join(GATEWAY, 'src/config.ts'), 'utf8');
    const readme = await readFile(join(GATEWAY, 'README.md.hbs'), 'utf8');
    const variables = [...source.matchAll(/reader\.\w+\('([A-Z_]+)'/g)].map((match) => match[1]!);
    expect(variables).toContain('SSE_MAX_STREAMS_PER_PRINCIPAL');
    expect(variables).toContain('SSE_MAX_ANONYMOUS_STREAMS');
    expect(variables.filter((name) => !readme.includes(`| \`${name}\` |`))).toEqual([]);
  });
});
