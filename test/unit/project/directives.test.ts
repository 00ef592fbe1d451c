import { describe, expect, it } from 'vitest';
import { parseDirectives } from '../../../src/project/directives.js';

describe('script directives', () => {
  it('defaults to repeatable', () => {
    expect(parseDirectives('a.sql', 'SELECT 1;').kind).toBe('repeatable');
  });
  it('reads once and no-transaction from the leading comment, CRLF included', () => {
    expect(parseDirectives('a.sql', '-- header\r\n-- pgmi:once\r\nCREATE TABLE t();').kind).toBe('once');
    expect(parseDirectives('a.sql', '\n--pgmi:no-transaction\nCREATE INDEX CONCURRENTLY i ON t(x);').kind).toBe('no-transaction');
  });
  it('rejects an unknown directive with its line', () => {
    const result = parseDirectives('a.sql', '-- x\n-- pgmi:onse\nSELECT 1;');
    expect(result.problems).toEqual([{ file: 'a.sql', line: 2, message: expect.stringContaining('unknown directive "pgmi:onse"') }]);
  });
  it('rejects a directive after the first SQL line', () => {
    const result = parseDirectives('a.sql', 'SELECT 1;\n-- pgmi:once\n');
    expect(result.problems[0]?.message).toContain('must be in the leading comment');
    expect(result.problems[0]?.line).toBe(2);
  });
  it('rejects two different kinds', () => {
    expect(parseDirectives('a.sql', '-- pgmi:once\n-- pgmi:no-transaction\n').problems[0]?.message).toContain('conflicting directives');
  });
  it('numbers lines the same for \n, \r\n and \r endings, and reads each line once', () => {
    const text = '-- a\r\n-- b\r-- c\n\r\nSELECT 1; -- pgmi:once\r-- pgmi:once pgmi:once\n';
    expect(parseDirectives('a.sql', text).problems).toEqual([
      { file: 'a.sql', line: 6, message: expect.stringContaining('must be in the leading comment') },
    ]);
    expect(parseDirectives('a.sql', '\uFEFF\r\n  -- pgmi:no-transaction  \r\nVACUUM;').kind).toBe('no-transaction');
    expect(parseDirectives('a.sql', '-- pgmi:once\n').problems).toEqual([]);
  });
});
