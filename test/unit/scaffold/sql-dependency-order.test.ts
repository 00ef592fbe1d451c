// Reading a template's scripts in deploy order is reading them in dependency order: no script uses a function,
// procedure, view, table, type or sequence that a later script defines (a forward reference). PL/pgSQL bodies
// are not checked when created, so PostgreSQL accepts forward references, and file numbers drift out of date
// without anyone noticing; this check walks the rendered template files in the order pgmi deploys them.
// A reference inside the defining file is fine (mutual recursion, a body that names a later table).
import { describe, expect, it } from 'vitest';
import { listTemplates } from '../../../src/scaffold/catalogue.js';
import { resolveAnswers } from '../../../src/scaffold/answers.js';
import { renderTemplate } from '../../../src/scaffold/render.js';
import { parseProjectConfig } from '../../../src/project/config.js';
import { isTestPath } from '../../../src/project/discover.js';
import { planDeploy } from '../../../src/deploy/plan.js';

/**
 * The SQL as the database reads it: comments blanked, and so are the strings that name no object (RAISE messages
 * and hints, COMMENT ON … IS, setting names, sentences). Other string literals stay: dynamic SQL, policy
 * expressions and names cast to regclass/regprocedure are real references. Dollar-quoted bodies are code and stay.
 */
function codeAndNames(sql: string): string {
  let out = '';
  for (let i = 0; i < sql.length; i += 1) {
    const ch = sql[i] as string;
    if (ch === '-' && sql[i + 1] === '-') {
      while (i < sql.length && sql[i] !== '\n') i += 1;
      out += '\n';
    } else if (ch === '/' && sql[i + 1] === '*') {
      let depth = 1;
      i += 2;
      while (i < sql.length && depth > 0) {
        if (sql[i] === '/' && sql[i + 1] === '*') (depth += 1), (i += 2);
        else if (sql[i] === '*' && sql[i + 1] === '/') (depth -= 1), (i += 2);
        else i += 1;
      }
      i -= 1;
      out += ' ';
    } else if (ch === "'") {
      const escapes = /[eE]/.test(sql[i - 1] ?? '') && !/\w/.test(sql[i - 2] ?? '');
      const start = i;
      i += 1;
      while (i < sql.length) {
        if (escapes && sql[i] === '\\') i += 2;
        else if (sql[i] === "'" && sql[i + 1] === "'") i += 2;
        else if (sql[i] === "'") break;
        else i += 1;
      }
      const literal = sql.slice(start, i + 1);
      out += namesNoObject(out) || isProse(literal) ? "''" : literal;
    } else if (ch === '"') {
      const end = sql.indexOf('"', i + 1);
      const quoted = sql.slice(i + 1, end < 0 ? sql.length : end);
      out += /^[a-z_][a-z0-9_$]*$/.test(quoted) ? quoted : `"${quoted}"`; // "name" is name
      i = end < 0 ? sql.length : end;
    } else {
      out += ch;
    }
  }
  return out;
}

/**
 * Whether a string literal reads as a sentence (a hint passed to a helper, a note): three or more lowercase words
 * in a row and no SQL keyword. Dynamic SQL and policy expressions have keywords; a name cast to regclass has no
 * spaces.
 */
function isProse(literal: string): boolean {
  return /\b[a-z]+ [a-z]+ [a-z]+\b/.test(literal) && !SQL_KEYWORD.test(literal);
}
const SQL_KEYWORD = /\b(?:SELECT|INSERT|UPDATE|DELETE|FROM|WHERE|GRANT|REVOKE|CALL|EXECUTE|CREATE|ALTER|DROP|ON|TO|AND|OR|NOT|IS|IN|ANY|EXISTS)\b/;

/**
 * Whether a string literal starting after `before` names no object: part of a RAISE statement, a COMMENT ON's
 * text, or the name of a setting (current_setting('membership.identity_epoch') is not the function of that name).
 */
function namesNoObject(before: string): boolean {
  const statement = before.slice(Math.max(before.lastIndexOf(';'), before.lastIndexOf('$$')) + 1);
  return (
    /\bRAISE\b/i.test(statement) ||
    /\bCOMMENT\s+ON\b[\s\S]*\bIS\b/i.test(statement) ||
    /\b(?:current_setting|set_config)\s*\(\s*$/i.test(statement) // a setting's name, not an object's
  );
}

const KINDS = 'FUNCTION|PROCEDURE|(?:MATERIALIZED\\s+)?VIEW|TABLE|TYPE|DOMAIN|SEQUENCE';
const DEFINITION = new RegExp(
  `\\bCREATE\\s+(?:OR\\s+REPLACE\\s+)?(?:(?:TEMP|TEMPORARY|UNLOGGED|RECURSIVE)\\s+)?(${KINDS})\\s+(?:IF\\s+NOT\\s+EXISTS\\s+)?([a-z_][a-z0-9_]*)\\.([a-z_][a-z0-9_$]*)`,
  'gi',
);

interface Definition {
  name: string;
  kind: string;
  file: string;
}

interface ForwardReference {
  name: string;
  usedIn: string;
  definedIn: string;
}

/** Each schema-qualified object the scripts define, by its first defining script. */
function definitions(scripts: ReadonlyArray<{ path: string; code: string }>): Map<string, Definition> {
  const found = new Map<string, Definition>();
  for (const { path, code } of scripts) {
    for (const match of code.matchAll(DEFINITION)) {
      const name = `${match[2]}.${match[3]}`.toLowerCase();
      if (!found.has(name)) found.set(name, { name, kind: (match[1] as string).toUpperCase().replace(/\s+/g, ' '), file: path });
    }
  }
  return found;
}

/** Every script that names a defined object before the script defining it runs; scripts are in deploy order. */
function forwardReferences(scripts: ReadonlyArray<{ path: string; sql: string }>): ForwardReference[] {
  const coded = scripts.map(({ path, sql }) => ({ path, code: codeAndNames(sql) }));
  const defined = definitions(coded);
  const position = new Map(coded.map(({ path }, index) => [path, index]));
  const schemas = [...new Set([...defined.keys()].map((name) => name.split('.')[0] as string))];
  if (schemas.length === 0) return [];
  const reference = new RegExp(`(?<![\\w$.])(${schemas.join('|')})\\s*\\.\\s*([a-z_][a-z0-9_$]*)`, 'gi');
  const found: ForwardReference[] = [];
  coded.forEach(({ path, code }, index) => {
    const named = new Set<string>();
    for (const match of code.matchAll(reference)) named.add(`${match[1]}.${match[2]}`.toLowerCase());
    for (const name of [...named].sort()) {
      const definition = defined.get(name);
      if (definition && (position.get(definition.file) as number) > index) found.push({ name, usedIn: path, definedIn: definition.file });
    }
  });
  return found;
}

/** A template's scripts (tests left out), rendered, in the order pgmi deploys them. */
function scriptsInDeployOrder(templateName: string): Array<{ path: string; sql: string }> {
  const template = listTemplates().find((t) => t.name === templateName);
  if (!template) throw new Error(`no template ${templateName}`);
  const files = renderTemplate(template, resolveAnswers(template, { projectName: 'demo' }));
  const yaml = files.find((f) => f.path === 'pgmi.yaml')?.content.toString('utf8') ?? '';
  const config = parseProjectConfig(yaml, 'pgmi.yaml');
  const sql = files
    .filter((f) => f.path.endsWith('.sql'))
    .map((f) => ({ path: f.path, content: f.content.toString('utf8') }));
  const plan = planDeploy({
    scripts: sql.filter((f) => !isTestPath(f.path)),
    tests: [],
    ...(config.deploy.order ? { order: config.deploy.order } : {}),
    params: {},
    pgmiVersion: '0',
    folderExists: () => true,
  });
  return plan.scripts.map(({ path, content }) => ({ path, sql: content }));
}

describe('SQL dependency order', () => {
  it('finds a later definition named in code or a dynamic-SQL string, not in comments, messages or the defining file', () => {
    const scripts = [
      { path: 'a.sql', sql: "CREATE FUNCTION s.f() RETURNS int LANGUAGE sql AS $$ SELECT s.g() $$; -- s.h\nSELECT 's.t'::regclass;" },
      { path: 'b.sql', sql: "DO $$ BEGIN RAISE EXCEPTION 'call s.h first' USING HINT = 's.v'; END $$; COMMENT ON FUNCTION s.f() IS 'see s.h';" },
      { path: 'b2.sql', sql: "SELECT current_setting('s.h', true), f('then call s.h with it'), 'GRANT SELECT ON s.v TO x';" },
      { path: 'c.sql', sql: 'CREATE OR REPLACE FUNCTION s.g() RETURNS int LANGUAGE sql AS $$ SELECT s.h() $$;\n/* s.t */' },
      { path: 'd.sql', sql: 'CREATE FUNCTION s.h() RETURNS int LANGUAGE sql AS $$ SELECT s.g() $$; CREATE TABLE IF NOT EXISTS s.t (a int); CREATE VIEW s.v AS SELECT 1;' },
    ];
    expect(forwardReferences(scripts)).toEqual([
      { name: 's.g', usedIn: 'a.sql', definedIn: 'c.sql' },
      { name: 's.t', usedIn: 'a.sql', definedIn: 'd.sql' },
      { name: 's.v', usedIn: 'b2.sql', definedIn: 'd.sql' },
      { name: 's.h', usedIn: 'c.sql', definedIn: 'd.sql' },
    ]);
  });

  for (const template of listTemplates()) {
    it(`${template.name}: no script uses what a later script defines (number files in dependency order)`, () => {
      const forward = forwardReferences(scriptsInDeployOrder(template.name)).map(
        ({ name, usedIn, definedIn }) => `${usedIn} uses ${name}, defined later in ${definedIn}`,
      );
      expect(forward, 'renumber or move the definition so it runs before its first use').toEqual([]);
    });
  }
});
