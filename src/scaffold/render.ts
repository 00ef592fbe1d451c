// Renders a template into memory: *.hbs through Handlebars, everything else byte for byte, modes kept.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import type { TemplateManifest } from './catalogue.js';
import { SHARED_FOLDER } from './catalogue.js';
import { compileTemplate } from './handlebars.js';
import type { TemplateVariables } from './answers.js';
import { ProjectError } from '../errors.js';

export interface RenderedFile {
  /** Relative path inside the new project, with forward slashes. */
  path: string;
  content: Buffer;
  /** Permission bits of the template file (scripts stay executable). */
  mode: number;
  /** Rendered through Handlebars (from a .hbs file) rather than copied byte for byte. */
  rendered: boolean;
}

/** Template files named like these would act on the repository that ships them; they are renamed on render. */
const RENAMES: Record<string, string> = {
  _gitignore: '.gitignore',
  _npmrc: '.npmrc',
  _dockerignore: '.dockerignore',
  _env: '.env',
  '_env.example': '.env.example',
};

const TEMPLATE_EXTENSION = '.hbs';

export function renderTemplate(manifest: TemplateManifest, variables: TemplateVariables): RenderedFile[] {
  const files = new Map<string, RenderedFile>();
  for (const absolute of walkFiles(manifest.root)) {
    const rel = relative(manifest.root, absolute).split(sep).join(posix.sep);
    if (rel === 'template.json') continue;
    const isTemplate = rel.endsWith(TEMPLATE_EXTENSION);
    const target = isTemplate ? rel.slice(0, -TEMPLATE_EXTENSION.length) : rel;
    addRendered(files, absolute, target, isTemplate, variables, `${manifest.name}/${rel}`);
  }
  const sharedRoot = join(manifest.root, '..', SHARED_FOLDER);
  for (const [source, target] of Object.entries(manifest.shared)) {
    const isTemplate = source.endsWith(TEMPLATE_EXTENSION);
    addRendered(files, join(sharedRoot, source), target, isTemplate, variables, `${SHARED_FOLDER}/${source}`);
  }
  return [...files.values()].sort((a, b) => a.path.localeCompare(b.path));
}

function addRendered(
  files: Map<string, RenderedFile>,
  absolute: string,
  targetPath: string,
  isTemplate: boolean,
  variables: TemplateVariables,
  label: string,
): void {
  const target = targetPath
    .split('/')
    .map((segment) => RENAMES[segment] ?? segment)
    .join('/');
  const raw = readFileSync(absolute);
  const mode = statSync(absolute).mode & 0o777;
  let content: Buffer;
  try {
    content = isTemplate ? Buffer.from(compileTemplate(raw.toString('utf8'), label)(variables), 'utf8') : raw;
  } catch (error) {
    throw new ProjectError(`cannot render template file ${label}: ${(error as Error).message}`, { cause: error });
  }
  if (files.has(target)) {
    throw new ProjectError(`two template files render to ${target}`, { hint: `Check ${label} and its .hbs twin.` });
  }
  files.set(target, { path: target, content, mode, rendered: isTemplate });
}

function* walkFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name === 'node_modules') continue;
      yield* walkFiles(full);
    } else if (entry.isFile()) {
      yield full;
    }
  }
}
