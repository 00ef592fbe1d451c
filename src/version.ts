// The version of this pgmi build, read from its package.json.
import { readFileSync } from 'node:fs';
import { packagePath } from './package-root.js';

let cached: string | undefined;

export function readPackageVersion(): string {
  if (cached === undefined) {
    const raw = readFileSync(packagePath('package.json'), 'utf8');
    cached = (JSON.parse(raw) as { version: string }).version;
  }
  return cached;
}
