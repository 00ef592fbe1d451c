// No import circle (issue 23 item 9): files that import each other, even for types alone, cannot be read one at a
// time. The folders here read in one direction; scripts/import-circles.mjs prints the circle a change brings in.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCircles, importGraph } from '../../scripts/import-circles.mjs';

const ROOT = join(import.meta.dirname, '../..');

describe('import circles', () => {
  it.each(['src', 'templates/advanced/gateway/src'])('finds none in %s, type-only imports included', (folder) => {
    expect(importCircles(join(ROOT, folder))).toEqual([]);
  });

  it('reports a circle closed by a type-only import, with the files in it', () => {
    const folder = mkdtempSync(join(tmpdir(), 'pgmi-circles-'));
    try {
      writeFileSync(join(folder, 'a.ts'), "import type { B } from './b.js';\nexport interface A { b: B }\n");
      writeFileSync(join(folder, 'b.ts'), "import { make } from './c.js';\nexport type B = ReturnType<typeof make>;\n");
      writeFileSync(join(folder, 'c.ts'), "export type { A } from './a.js';\nexport const make = () => 1;\n");
      writeFileSync(join(folder, 'd.ts'), "import { make } from './c.js';\nexport const d = make();\n");
      expect(importCircles(folder)).toEqual([{ files: ['a.ts', 'b.ts', 'c.ts'], circle: ['a.ts', 'b.ts', 'c.ts', 'a.ts'] }]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('counts type-only imports as edges', () => {
    const graph = importGraph(join(ROOT, 'templates/advanced/gateway/src'));
    // types.ts imports only types (GatewayRequest's services and exchange).
    expect(graph.get('types.ts')).toEqual(expect.arrayContaining(['services.ts', 'mcp/exchange.ts']));
  });
});
