// The folder pgmi is installed in (package.json, bin/, templates/). Found by walking up from this module rather than
// by a fixed '../..': the CLI runs from dist/bundle/ (one file per chunk, see scripts/bundle-cli.mjs), while tests
// and tools import the compiled modules in dist/ directly.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | undefined;

export function packageRoot(): string {
  cached ??= findRoot(dirname(fileURLToPath(import.meta.url)));
  return cached;
}

/** A file or folder of the installed package, e.g. packagePath('templates'). */
export function packagePath(...parts: string[]): string {
  return join(packageRoot(), ...parts);
}

function findRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'pgmi') return dir;
    if (dirname(dir) === dir) throw new Error(`pgmi's package.json was not found above ${start}`);
  }
}
