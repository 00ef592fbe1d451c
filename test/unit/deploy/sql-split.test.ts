import { describe, expect, it } from 'vitest';
import { splitSql, SqlSplitError } from '../../../src/deploy/sql-split.js';

const texts = (sql: string) => splitSql(sql).map((s) => s.text);

describe('splitSql', () => {
  it('splits on top-level semicolons and keeps offsets', () => {
    const sql = 'SELECT 1;\n  SELECT 2 ;';
    const statements = splitSql(sql);
    expect(statements.map((s) => s.text)).toEqual(['SELECT 1', 'SELECT 2']);
    expect(sql.slice(statements[1]?.offset)).toMatch(/^SELECT 2/);
  });

  it('does not split inside strings, identifiers, comments or dollar bodies', () => {
    const sql = [
      "SELECT 'a;b', E'it\\'s;', \"we;ird\";",
      '-- comment; here',
      '/* block; /* nested; */ still */ SELECT 2;',
      'DO $$ BEGIN PERFORM 1; END $$;',
      'CREATE FUNCTION f() RETURNS int LANGUAGE sql AS $body$ SELECT 1; $body$;',
    ].join('\n');
    expect(texts(sql)).toHaveLength(4);
  });

  it('treats $1 as a parameter, not a dollar quote', () => {
    expect(texts('PREPARE p AS SELECT $1; EXECUTE p(1);')).toEqual(['PREPARE p AS SELECT $1', 'EXECUTE p(1)']);
  });

  it('keeps BEGIN ATOMIC bodies whole, CASE … END included', () => {
    const sql = 'CREATE FUNCTION f(x int) RETURNS int LANGUAGE sql BEGIN ATOMIC SELECT CASE WHEN x > 0 THEN 1 ELSE 0 END; SELECT 2; END;\nSELECT 3;';
    expect(texts(sql)).toEqual(['CREATE FUNCTION f(x int) RETURNS int LANGUAGE sql BEGIN ATOMIC SELECT CASE WHEN x > 0 THEN 1 ELSE 0 END; SELECT 2; END', 'SELECT 3']);
  });

  it('does not split inside parentheses (CREATE RULE … DO (a; b))', () => {
    expect(texts('CREATE RULE r AS ON INSERT TO t DO ALSO (SELECT 1; SELECT 2);SELECT 3')).toHaveLength(2);
  });

  it('drops empty and comment-only statements', () => {
    expect(texts(';;\n-- only a comment\n')).toEqual([]);
  });

  it('reports unterminated quotes and psql meta-commands', () => {
    expect(() => splitSql("SELECT 'open")).toThrow(SqlSplitError);
    expect(() => splitSql('DO $x$ BEGIN END')).toThrow(/unterminated dollar-quoted/);
    expect(() => splitSql('\\i other.sql\n')).toThrow(/meta-commands/);
  });
});
