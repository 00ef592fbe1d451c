// Script checksums: SHA-256 of the text with a BOM removed and line endings normalised to \n, so a checkout
// on Windows (CRLF) and one on Linux agree.
import { createHash } from 'node:crypto';

export function normaliseSql(content: string): string {
  // Every script of every deploy passes here (plan, checksums, tests): most have neither, so nothing is copied.
  const text = content.charCodeAt(0) === 0xfeff ? content.slice(1) : content;
  return text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
}

export function checksumSql(content: string): string {
  return createHash('sha256').update(normaliseSql(content), 'utf8').digest('hex');
}

/**
 * `target` with `content`: the file's text as executed, normalised on first use, so a plan made from kept file
 * facts reads no file until something needs its text (project/discover.ts).
 */
export function withNormalisedText<T extends object>(target: T, file: { readonly content: string }): T & { readonly content: string } {
  let text: string | undefined;
  return Object.defineProperty(target, 'content', {
    enumerable: true,
    get() {
      text ??= normaliseSql(file.content);
      return text;
    },
  }) as T & { readonly content: string };
}
