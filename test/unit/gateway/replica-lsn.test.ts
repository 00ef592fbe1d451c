// WAL positions as PostgreSQL prints them ("X/Y", two hex halves) compare as numbers only when parsed whole:
// "0/FFFFFFFF" is before "1/0", and "9/0" before "10/0".
import { describe, expect, it } from 'vitest';
import { parseLsn } from '../../../templates/advanced/gateway/src/db/replica.js';

describe('parseLsn', () => {
  it('reads both halves as hex, the first as the high 32 bits', () => {
    expect(parseLsn('0/0')).toBe(0n);
    expect(parseLsn('0/16B3748')).toBe(0x16b3748n);
    expect(parseLsn('1/0')).toBe(1n << 32n);
    expect(parseLsn('16/B374D848')).toBe((0x16n << 32n) + 0xb374d848n);
  });

  it('orders positions across the 32-bit boundary and by the high half first', () => {
    expect(parseLsn('0/FFFFFFFF') < parseLsn('1/0')).toBe(true);
    expect(parseLsn('9/FFFFFFFF') < parseLsn('10/0')).toBe(true);
    expect(parseLsn('A/0') > parseLsn('9/FFFFFFFF')).toBe(true);
  });
});
