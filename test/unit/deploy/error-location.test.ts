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

  it('skips leading comments when the server gives no position', () => {
    const script = 'SELECT 1;\n-- the audit table\n/* more */\nCREATE TABLE t (id int);\n';
    const location = locateError(script, at(script, 1), { message: 'relation "t" already exists' });
    expect([location.line, location.column]).toEqual([4, 1]);
  });

  it('points at the line of a DO block that called the helper which raised', () => {
    const script = "DO $$\nBEGIN\n  PERFORM 1;\n  PERFORM pg_temp.expect('x', 1, 2);\nEND $$;";
    const location = locateError(script, at(script, 0), {
      message: 'x: expected 2, got 1',
      where: 'PL/pgSQL function pg_temp_3.expect(text,anyelement,anyelement) line 4 at RAISE\nSQL statement "SELECT pg_temp.expect(\'x\', 1, 2)"\nPL/pgSQL function inline_code_block line 4 at PERFORM',
    });
    expect([location.line, location.column]).toEqual([4, 3]);
  });

  describe('a body a registration function compiles with EXECUTE (the position comes back through the generated statement)', () => {
    const script = [
      '-- note tools',
      "SELECT api.create_or_replace_mcp_handler(",
      "    $meta${\"name\": \"note\"}$meta$::jsonb,",
      '    $body$',
      'BEGIN',
      "    api.note := 'it''s';",
      '    RETURN NULL;',
      'END;',
      '$body$);',
    ].join('\n');
    const body = "\nBEGIN\n    api.note := 'it''s';\n    RETURN NULL;\nEND;\n";
    const generated =
      'CREATE OR REPLACE FUNCTION api.mcp_tool_note(request api.mcp_request)\nRETURNS api.mcp_response\nLANGUAGE plpgsql\nVOLATILE\n' +
      `SET search_path = api, core, membership, common, extensions, pg_temp\nAS '${body.replace(/'/g, "''")}'`;

    it('when PostgreSQL found the body in the text the client sent (position relative to that text)', () => {
      const statement = at(script, 0);
      const location = locateError(script, statement, {
        message: '"api.note" is not a known variable',
        internalQuery: generated,
        internalPosition: String(statement.text.indexOf('api.note') + 1),
        where: 'PL/pgSQL function internal.register_handler(uuid) line 56 at EXECUTE',
      });
      expect([location.line, location.column]).toEqual([6, 5]);
      expect(location.excerpt).toBe("  6 |     api.note := 'it''s';\n    |     ^");
    });

    it('when the position is relative to the generated statement (dynamic SQL; quotes doubled inside it)', () => {
      const location = locateError(script, at(script, 0), {
        message: 'syntax error at or near "RETURN"',
        internalQuery: generated,
        internalPosition: String(generated.indexOf('RETURN NULL') + 1),
        where: 'PL/pgSQL function internal.register_handler(uuid) line 56 at EXECUTE',
      });
      expect([location.line, location.column]).toEqual([7, 5]);
    });
  });
});
