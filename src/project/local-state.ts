// The project's local state folder, .pgmi/: the embedded PostgreSQL, development secrets and key, the kept file
// facts. It carries a .gitignore of its own, so it stays out of git even in a project whose .gitignore lacks it.
// A .pgmi that is a symbolic link leading outside the project (a cloned repository can ship one) is refused: pgmi
// never writes, nor trusts what it reads, outside the project through it.
import { existsSync, lstatSync, mkdirSync, realpathSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ProjectError } from '../errors.js';
import { isWithin } from './confine.js';

export const LOCAL_STATE_FOLDER = '.pgmi';

/** The absolute path of .pgmi/<name> (of .pgmi/ without a name); ProjectError when .pgmi leads outside the project. */
export function localStatePath(projectDir: string, name = ''): string {
  const root = resolve(projectDir);
  const folder = join(root, LOCAL_STATE_FOLDER);
  if (lstatSync(folder, { throwIfNoEntry: false })?.isSymbolicLink()) {
    const real = existsSync(folder) ? realpathSync(folder) : undefined;
    if (real === undefined || !isWithin(realpathSync(root), real)) {
      throw new ProjectError(`${LOCAL_STATE_FOLDER} is a symbolic link to ${real ?? 'nothing'}, outside the project folder ${root}`, {
        hint: `Remove the link: pgmi keeps its local state in the project's own ${LOCAL_STATE_FOLDER}/ folder.`,
      });
    }
  }
  return join(folder, name);
}

/** Creates .pgmi/ (mode 0700) with its .gitignore when missing; returns its absolute path. */
export function ensureLocalStateFolder(projectDir: string): string {
  const folder = localStatePath(projectDir);
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
