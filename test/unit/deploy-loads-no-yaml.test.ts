// A deploy of an unchanged pgmi.yaml takes its parsed value from .pgmi/file-facts.json, and the YAML parser (about
// 20 ms of module loading, a tenth of a no-op redeploy) is imported only when the file must really be parsed. That
// holds only while nothing the deploy loads up front imports yaml: this follows the static value imports (type-only
// imports and import() calls load nothing up front) from the deploy's entry and fails naming the path to yaml.
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '../../src');

/** The specifiers a file imports for their values at load time. */
function staticValueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((element) => element.isTypeOnly)));
      if (!typeOnly) specifiers.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
      specifiers.push(statement.moduleSpecifier.text);
    }
  }
  return specifiers;
}

/** The first chain of static imports from `entry` to the package `name`, or undefined when there is none. */
function pathToPackage(entry: string, name: string): string[] | undefined {
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]): string[] | undefined => {
    if (seen.has(file)) return undefined;
    seen.add(file);
    for (const specifier of staticValueImports(file)) {
      if (specifier === name || specifier.startsWith(`${name}/`)) return [...chain, name];
      if (!specifier.startsWith('.')) continue;
      const target = resolve(dirname(file), specifier).replace(/\.js$/, '.ts');
      const found = walk(target, [...chain, relative(SRC, target)]);
      if (found) return found;
    }
    return undefined;
  };
  return walk(entry, [relative(SRC, entry)]);
}

describe('what a deploy loads before it knows it must parse pgmi.yaml', () => {
  it('follows the imports: it finds the parser behind config.ts (the check can fail)', () => {
    expect(pathToPackage(join(SRC, 'generate/new-handler.ts'), 'yaml')).toEqual(['generate/new-handler.ts', 'project/config.ts', 'yaml']);
  });

  it('imports no yaml from the deploy and test entry (deploy-project.ts) up front', () => {
    expect(pathToPackage(join(SRC, 'deploy/deploy-project.ts'), 'yaml')).toBeUndefined();
  });
});
