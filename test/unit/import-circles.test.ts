// No import circle (issue 23 item 9): files that import each other, even for types alone, cannot be read one at a
// time. The folders here read in one direction; scripts/import-circles.mjs prints the circle a change brings in.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCircles, importGraph } from '../../scripts/import-circles.mjs';

const ROOT = join(import.meta.dirname, '../..');

describe('import circles', () => {
  it.each(['src', 'templates/advanced/gateway/src'])('finds none in %s, type-only imports included', (folder) => {
    expect(importCircles(join(ROOT, folder))).toEqual([]);
  });

  it('counts type-only imports as edges', () => {
    const graph = importGraph(join(ROOT, 'templates/advanced/gateway/src'));
    // types.ts imports only types (GatewayRequest's services and exchange).
    expect(graph.get('types.ts')).toEqual(expect.arrayContaining(['services.ts', 'mcp/exchange.ts']));
  });
});
