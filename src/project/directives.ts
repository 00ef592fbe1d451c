// Script directives: `-- pgmi:once` or `-- pgmi:no-transaction` in the leading comment of a file.
import type { SourceLocation } from '../errors.js';

export type ScriptKind = 'repeatable' | 'once' | 'no-transaction';

export interface DirectiveResult {
  kind: ScriptKind;
  problems: Array<{ message: string } & SourceLocation>;
}

const KIND_BY_DIRECTIVE: Record<string, ScriptKind> = {
  once: 'once',
  'no-transaction': 'no-transaction',
  repeatable: 'repeatable',
};

const DIRECTIVE = /^--\s*pgmi:([A-Za-z_-]*)\s*(.*)$/;

/**
 * Reads the directive from the leading comment (the lines before the first SQL). A `pgmi:` directive after
 * the first SQL line, an unknown directive, or two kinds are errors, so a typo never silently changes how a
 * script runs.
 */
export function parseDirectives(path: string, content: string): DirectiveResult {
  const lines = content.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const problems: DirectiveResult['problems'] = [];
  let kind: ScriptKind | undefined;
  let inLeadingComment = true;
  lines.forEach((raw, index) => {
    const line = raw.trim();
    const lineNo = index + 1;
    if (inLeadingComment && line !== '' && !line.startsWith('--')) inLeadingComment = false;
    const match = DIRECTIVE.exec(line);
    if (!match) return;
    const name = (match[1] ?? '').toLowerCase();
    if (!inLeadingComment) {
      problems.push({ file: path, line: lineNo, message: `directive "pgmi:${name}" must be in the leading comment, before any SQL` });
      return;
    }
    const found = KIND_BY_DIRECTIVE[name];
    if (!found) {
      problems.push({ file: path, line: lineNo, message: `unknown directive "pgmi:${name}" (valid: pgmi:once, pgmi:no-transaction, pgmi:repeatable)` });
      return;
    }
    if ((match[2] ?? '').trim() !== '') {
      problems.push({ file: path, line: lineNo, message: `directive "pgmi:${name}" takes no arguments` });
      return;
    }
    if (kind !== undefined && kind !== found) {
      problems.push({ file: path, line: lineNo, message: `conflicting directives: pgmi:${name} after the file was already marked ${kind}` });
      return;
    }
    kind = found;
  });
  return { kind: kind ?? 'repeatable', problems };
}
