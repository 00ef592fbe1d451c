// Writes rendered files into the target folder all-or-nothing: staged next to it, then moved into place.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { RenderedFile } from './render.js';
import { UsageError } from '../errors.js';

export interface TargetState {
  exists: boolean;
  /** Entries already in the folder (top level). */
  entries: string[];
}

export function inspectTarget(targetDir: string): TargetState {
  if (!existsSync(targetDir)) return { exists: false, entries: [] };
  if (!statSync(targetDir).isDirectory()) {
    throw new UsageError(`${targetDir} exists and is not a folder`, { hint: 'Choose another target folder.' });
  }
  return { exists: true, entries: readdirSync(targetDir).sort() };
}

/** Refuses a non-empty target unless forced; names what is in the way. */
export function assertTargetWritable(targetDir: string, state: TargetState, force: boolean): void {
  if (state.entries.length === 0 || force) return;
  const shown = state.entries.slice(0, 10).join(', ') + (state.entries.length > 10 ? `, … (${state.entries.length} entries)` : '');
  throw new UsageError(`target folder ${targetDir} is not empty (found: ${shown})`, {
    hint: 'Choose an empty or new folder, or pass --force to overwrite the files the template writes (others are kept).',
  });
}

export interface WriteOutcome {
  written: string[];
  overwritten: string[];
}

export async function writeProject(targetDir: string, files: readonly RenderedFile[]): Promise<WriteOutcome> {
  const parent = dirname(targetDir);
  await mkdir(parent, { recursive: true });
  const staging = await mkdtemp(join(parent, '.pgmi-init-'));
  try {
    for (const file of files) {
      const staged = join(staging, 'files', file.path);
      await mkdir(dirname(staged), { recursive: true });
      await writeFile(staged, file.content);
      await chmod(staged, file.mode);
    }
    if (!existsSync(targetDir)) {
      // A new folder appears whole or not at all.
      await rename(join(staging, 'files'), targetDir);
      return { written: files.map((f) => f.path), overwritten: [] };
    }
    return await moveIntoExisting(targetDir, staging, files);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function moveIntoExisting(targetDir: string, staging: string, files: readonly RenderedFile[]): Promise<WriteOutcome> {
  const moved: string[] = [];
  const backedUp: string[] = [];
  try {
    for (const file of files) {
      const destination = join(targetDir, file.path);
      if (existsSync(destination)) {
        const backup = join(staging, 'backup', file.path);
        await mkdir(dirname(backup), { recursive: true });
        await rename(destination, backup);
        backedUp.push(file.path);
      }
      await mkdir(dirname(destination), { recursive: true });
      await rename(join(staging, 'files', file.path), destination);
      moved.push(file.path);
    }
  } catch (error) {
    // Put the folder back the way it was before failing.
    for (const path of moved) await rm(join(targetDir, path), { force: true });
    for (const path of backedUp) await rename(join(staging, 'backup', path), join(targetDir, path));
    throw error;
  }
  return { written: moved, overwritten: backedUp };
}
