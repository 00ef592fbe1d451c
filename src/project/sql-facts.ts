// What a deploy needs to know about a SQL file before running it: its checksum, its kind (directives) and the
// problems its directives have. Computed once per read; `file-facts.ts` keeps them between runs.
import type { SourceLocation } from '../errors.js';
import { checksumSql } from '../deploy/checksum.js';
import { parseDirectives, type ScriptKind } from './directives.js';

export interface SqlFacts {
  checksum: string;
  kind: ScriptKind;
  problems: Array<{ message: string } & SourceLocation>;
}

export function sqlFactsOf(path: string, content: string): SqlFacts {
  const { kind, problems } = parseDirectives(path, content);
  return { checksum: checksumSql(content), kind, problems };
}
