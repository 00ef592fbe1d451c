// Script checksums: SHA-256 of the text with a BOM removed and line endings normalised to \n, so a checkout
// on Windows (CRLF) and one on Linux agree.
import { createHash } from 'node:crypto';

export function normaliseSql(content: string): string {
  return content.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}

export function checksumSql(content: string): string {
  return createHash('sha256').update(normaliseSql(content), 'utf8').digest('hex');
}
