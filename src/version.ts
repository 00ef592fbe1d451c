// The version of this pgmi build, read from package.json next to dist/.
import { readFileSync } from 'node:fs';

let cached: string | undefined;

export function readPackageVersion(): string {
  if (cached === undefined) {
    const raw = readFileSync(new URL('../package.json', import.meta.url), 'utf8');
    cached = (JSON.parse(raw) as { version: string }).version;
  }
  return cached;
}
