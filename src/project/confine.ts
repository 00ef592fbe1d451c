// Keeps a path given by someone else (a flag, an MCP tool argument) inside the project folder, also through
// symbolic links: the real path of the nearest existing ancestor must lie inside the project's real path.
import { existsSync, lstatSync, realpathSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { UsageError } from '../errors.js';

/** The absolute path of `path` (relative to the project, or absolute) if it lies inside the project; else UsageError. */
export function resolveInsideProject(projectDir: string, path: string): string {
  const root = realpathSync(resolve(projectDir));
  if (path.includes('\0')) throw new UsageError('a path must not contain NUL characters');
  const target = isAbsolute(path) ? resolve(path) : resolve(root, path);
  if (!isWithin(root, target) || !isWithin(root, realOfNearestExisting(target))) {
    throw new UsageError(`path "${path}" is outside the project folder ${root}`, {
      hint: 'Give a path inside the project (relative to the folder holding pgmi.yaml); links that lead outside are refused too.',
    });
  }
  return target;
}

/** The path relative to the project root, with forward slashes. */
export function projectRelative(projectDir: string, absolute: string): string {
  return relative(realpathSync(resolve(projectDir)), absolute).split(sep).join('/');
}

/** Whether `target` (absolute) is `root` itself or lies under it, comparing paths only. */
export function isWithin(root: string, target: string): boolean {
  const rel = relative(root, target);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

function realOfNearestExisting(target: string): string {
  let current = target;
  const rest: string[] = [];
  while (!existsSync(current)) {
    // A dangling link could point anywhere once something creates its target: refuse it.
    if (isLink(current)) throw new UsageError(`path "${current}" is a link to something that does not exist`);
    const parent = dirname(current);
    if (parent === current) break;
    rest.unshift(current.slice(parent.length).replace(/^[\\/]+/, ''));
    current = parent;
  }
  return resolve(realpathSync(current), ...rest);
}

function isLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false; // nothing there at all
  }
}
