// Temporary folders built from an object literal, removed when the test file ends.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export async function makeTempDir(label = 'pgmi'): Promise<string> {
  return mkdtemp(join(tmpdir(), `${label}-`));
}

/** Writes `{ 'a/b.sql': 'text' }` into dir (bytes as they are, for files that must not be UTF-8). */
export async function writeTree(dir: string, files: Record<string, string | Uint8Array>): Promise<void> {
  for (const [path, content] of Object.entries(files)) {
    const full = join(dir, path);
    await mkdir(dirname(full), { recursive: true });
    await writeFile(full, content);
  }
}

export async function removeDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}
