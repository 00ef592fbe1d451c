import { describe, expect, it } from 'vitest';
import { formatTree } from '../../../src/scaffold/tree.js';

describe('formatTree', () => {
  it('lists folders first, then files, with box-drawing branches', () => {
    expect(formatTree('/p', ['b.txt', 'lib/x.sql', 'lib/a/y.sql', 'a.txt'])).toBe(
      ['/p', '├── lib/', '│   ├── a/', '│   │   └── y.sql', '│   └── x.sql', '├── a.txt', '└── b.txt', ''].join('\n'),
    );
  });
});
