// The project's local state folder, .pgmi/: the embedded PostgreSQL, development secrets and key, the kept file
// facts. It carries a .gitignore of its own, so it stays out of git even in a project whose .gitignore lacks it.
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const LOCAL_STATE_FOLDER = '.pgmi';

/** Creates .pgmi/ (mode 0700) with its .gitignore when missing; returns its absolute path. */
export function ensureLocalStateFolder(projectDir: string): string {
  const folder = join(resolve(projectDir), LOCAL_STATE_FOLDER);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const ignore = join(folder, '.gitignore');
  if (!existsSync(ignore)) writeFileSync(ignore, "# pgmi's local state: the embedded PostgreSQL, development secrets, file facts.\n*\n");
  return folder;
}

/** Writes .pgmi/<name> whole or not at all (a temporary file renamed over it), with the given mode. */
export function writeLocalStateFile(projectDir: string, name: string, text: string, mode = 0o600): string {
  const file = join(ensureLocalStateFolder(projectDir), name);
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text, { mode });
  renameSync(temporary, file);
  return file;
}
