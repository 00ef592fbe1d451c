import { describe, expect, it } from 'vitest';
import { locateError } from '../../../src/deploy/error-location.js';
import { splitSql } from '../../../src/deploy/sql-split.js';

function at(script: string, index: number) {
  const statement = splitSql(script)[index];
  if (!statement) throw new Error('no statement');
  return statement;
}

describe('locateError', () => {
  it('maps position inside the statement to file line and column', () => {
    const script = 'SELECT 1;\n\nSELECT * FRM t;\n';
    const location = locateError(script, at(script, 1), { message: 'syntax error', position: '10' });
    expect([location.line, location.column]).toEqual([3, 10]);
    expect(location.excerpt).toBe('  3 | SELECT * FRM t;\n    |          ^');
  });

  it('maps a RAISE inside a DO block through the where context', () => {
    const script = 'SELECT 1;\nDO $$\nBEGIN\n    RAISE EXCEPTION \'boom\';\nEND\n$$;\n';
    const location = locateError(script, at(script, 1), { message: 'boom', where: 'PL/pgSQL function inline_code_block line 3 at RAISE' });
    expect([location.line, location.column]).toEqual([4, 5]);
  });

  it('maps an error in a statement run by PL/pgSQL to the exact column', () => {
    const script = 'DO $$\nBEGIN\n  INSERT INTO t VALUES (1);\nEND $$;';
    const location = locateError(script, at(script, 0), {
      message: 'relation "t" does not exist',
      internalQuery: 'INSERT INTO t VALUES (1)',
      internalPosition: '13',
      where: 'PL/pgSQL function inline_code_block line 3 at SQL statement',
    });
    expect([location.line, location.column]).toEqual([3, 15]);
  });

  it('maps a compile error in a function body being created', () => {
    const script = '-- header\nCREATE FUNCTION f() RETURNS int LANGUAGE plpgsql AS $$\nBEGIN\n  RETURN 1 +;\nEND $$;';
    const body = '\nBEGIN\n  RETURN 1 +;\nEND ';
    const location = locateError(script, at(script, 0), {
      message: 'syntax error at end of input',
      internalQuery: body,
      internalPosition: String(body.indexOf('+;') + 2),
      where: 'compilation of PL/pgSQL function "f" near line 3',
    });
    expect([location.line, location.column]).toEqual([4, 13]);
  });

  it('counts PostgreSQL positions in characters, not UTF-16 units', () => {
    const script = "SELECT '😀', nope;";
    const location = locateError(script, at(script, 0), { message: 'column "nope" does not exist', position: '13' });
    expect(location.column).toBe(13);
  });
});
