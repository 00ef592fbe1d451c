import { describe, expect, it } from 'vitest';
import { sortNatural } from '../../../src/project/natural-sort.js';

describe('natural sort', () => {
  it('orders digit runs by value', () => {
    expect(sortNatural(['10-x.sql', '2-x.sql', '1-x.sql'])).toEqual(['1-x.sql', '2-x.sql', '10-x.sql']);
  });
  it('compares paths segment text before numbers and keeps a total order', () => {
    expect(sortNatural(['lib/b10.sql', 'lib/b9.sql', 'lib/a.sql', 'api/z.sql'])).toEqual(['api/z.sql', 'lib/a.sql', 'lib/b9.sql', 'lib/b10.sql']);
    expect(sortNatural(['x01', 'x1'])).toEqual(['x01', 'x1']);
  });
});
