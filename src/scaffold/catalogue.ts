// The templates this pgmi ships: each is a folder under templates/ with a template.json describing it.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { packagePath } from '../package-root.js';
import { UsageError, ProjectError } from '../errors.js';

export type AnswerKind = 'project-name' | 'identifier' | 'key-prefix' | 'port';

export interface TemplatePrompt {
  /** Variable this prompt fills. */
  name: string;
  message: string;
  kind: AnswerKind;
  /** Handlebars expression evaluated against the answers given so far. */
  default: string;
}

export interface TemplateManifest {
  name: string;
  description: string;
  version: string;
  prompts: TemplatePrompt[];
  /** Files from templates/_shared copied into this template: source (relative to _shared) → target path. */
  shared: Record<string, string>;
  /** Printed after init, one line each (Handlebars, same variables). */
  nextSteps: string[];
  root: string;
}

export const TEMPLATES_ROOT = packagePath('templates');
export const SHARED_FOLDER = '_shared';

export function listTemplates(root = TEMPLATES_ROOT): TemplateManifest[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_') && existsSync(join(root, entry.name, 'template.json')))
    .map((entry) => readManifest(join(root, entry.name), entry.name))
    .sort((a, b) => TEMPLATE_ORDER.indexOf(a.name) - TEMPLATE_ORDER.indexOf(b.name) || a.name.localeCompare(b.name));
}

const TEMPLATE_ORDER = ['basic', 'advanced'];

export function findTemplate(name: string, root = TEMPLATES_ROOT): TemplateManifest {
  const templates = listTemplates(root);
  const found = templates.find((t) => t.name === name);
  if (!found) {
    throw new UsageError(`unknown template "${name}"`, {
      hint: `Valid templates: ${templates.map((t) => t.name).join(', ')}`,
    });
  }
  return found;
}

function readManifest(dir: string, name: string): TemplateManifest {
  const file = join(dir, 'template.json');
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ProjectError(`template ${name} has an unreadable template.json`, { file, cause: error });
  }
  const raw = parsed as Partial<TemplateManifest>;
  if (typeof raw.description !== 'string' || typeof raw.version !== 'string' || !Array.isArray(raw.prompts)) {
    throw new ProjectError(`template ${name}: template.json needs description, version and prompts`, { file });
  }
  return {
    name,
    description: raw.description,
    version: raw.version,
    prompts: raw.prompts,
    shared: raw.shared ?? {},
    nextSteps: raw.nextSteps ?? [],
    root: dir,
  };
}
