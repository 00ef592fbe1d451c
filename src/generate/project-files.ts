// What every generator (`pgmi new` of a handler, a migration or a table; `pgmi remove`) does with the project's
// files: check a --folder, make sure deploy.order runs what it writes, refuse to overwrite, and write.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, posix } from 'node:path';
import { ProjectError, UsageError } from '../errors.js';
import type { ProjectConfig } from '../project/config.js';
import { entryMatcher } from '../deploy/plan.js';
import { resolveInsideProject } from '../project/confine.js';

export interface GeneratedFile {
  /** Relative to the project, forward slashes. */
  path: string;
  content: string;
  /** create: new file; overwrite: replaced (only with force). */
  action: 'create' | 'overwrite';
}

/** A --folder as a clean project-relative path; never outside the project, never a test folder. */
export function normaliseFolder(folder: string, what = 'the files'): string {
  const clean = posix.normalize(folder.replace(/\\/g, '/')).replace(/^\.\/+/, '').replace(/\/+$/, '');
  if (clean === '' || clean === '.' || clean.startsWith('../') || clean === '..' || posix.isAbsolute(clean)) {
    throw new UsageError(`--folder "${folder}" must be a folder inside the project, e.g. api/billing`);
  }
  if (clean.split('/').some((segment) => segment === '__test__' || segment === '__tests__')) {
    throw new UsageError(`--folder "${folder}" is a test folder; ${what} go beside their __test__ folder, not in it`);
  }
  return clean;
}

/** The deploy.order entry that runs `path`; a ProjectError (exit 10) when none would. */
export function orderEntryFor(config: ProjectConfig, path: string, folder: string): string | undefined {
  const entry = config.deploy.order?.find((candidate) => entryMatcher(candidate)(path));
  if (config.deploy.order && config.deploy.order.length > 0 && entry === undefined) {
    throw new ProjectError(`${path} would never be deployed: no deploy.order entry in pgmi.yaml matches it`, {
      file: config.file,
      hint: `Choose a folder under one of ${config.deploy.order.join(', ')} with --folder, or add "${folder}/" to deploy.order.`,
    });
  }
  return entry;
}

/** Refuses (UsageError) a path outside the project, also through symbolic links. */
export function confinePaths(projectDir: string, paths: readonly string[]): void {
  for (const path of paths) resolveInsideProject(projectDir, path);
}

/** Which of `paths` exist; a UsageError (nothing written) when some do and force is off. */
export function refuseExisting(projectDir: string, paths: readonly string[], force: boolean): string[] {
  const existing = paths.filter((path) => existsSync(join(projectDir, path)));
  if (existing.length > 0 && !force) {
    throw new UsageError(`${existing.join(' and ')} already exist${existing.length === 1 ? 's' : ''}; nothing was written`, {
      hint: 'Choose another name, or pass --force to overwrite.',
    });
  }
  return existing;
}

export async function writeGenerated(projectDir: string, files: readonly GeneratedFile[]): Promise<void> {
  for (const file of files) {
    const full = join(projectDir, file.path);
    await mkdir(dirname(full), { recursive: true });
    await writeFile(full, file.content);
  }
}
