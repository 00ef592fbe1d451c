// Template variables: defaults derived from the project name, answers checked before anything renders.
import { basename } from 'node:path';
import type { AnswerKind, TemplateManifest } from './catalogue.js';
import { compileTemplate } from './handlebars.js';
import { UsageError } from '../errors.js';

export type TemplateVariables = Record<string, string>;

/** Checks one answer; returns an error message or undefined when it is fine. */
export function validateAnswer(kind: AnswerKind, value: string): string | undefined {
  switch (kind) {
    case 'project-name':
      return /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,213}$/.test(value)
        ? undefined
        : 'use letters, digits, ".", "_" or "-", starting with a letter or digit';
    case 'identifier':
      return /^[a-z_][a-z0-9_]{0,62}$/.test(value)
        ? undefined
        : 'use lowercase letters, digits and "_" (a PostgreSQL identifier of at most 63 characters)';
    case 'key-prefix':
      return /^[a-z][a-z0-9]{1,11}$/.test(value) ? undefined : 'use 2–12 lowercase letters or digits, starting with a letter';
    case 'port': {
      const port = Number(value);
      return Number.isInteger(port) && port >= 1 && port <= 65535 ? undefined : 'use a port number between 1 and 65535';
    }
    default: {
      const unreachable: never = kind;
      return `unknown answer kind ${String(unreachable)}`;
    }
  }
}

/** The project name a target folder suggests. */
export function projectNameFromTarget(targetDir: string): string {
  const name = basename(targetDir).replace(/[^a-zA-Z0-9._-]+/g, '-').replace(/^[-._]+/, '');
  return name === '' ? 'project' : name;
}

/** The default for one prompt, rendered from the answers so far. */
export function defaultAnswer(manifest: TemplateManifest, name: string, known: TemplateVariables): string {
  const prompt = manifest.prompts.find((p) => p.name === name);
  if (!prompt) throw new Error(`template ${manifest.name} has no prompt ${name}`);
  return compileTemplate(prompt.default, `${manifest.name}/template.json#${name}`)(known).trim();
}

/**
 * Fills every prompt: given answers win, otherwise the default. Each answer is validated; all problems are
 * reported at once.
 */
export function resolveAnswers(manifest: TemplateManifest, given: TemplateVariables): TemplateVariables {
  const answers: TemplateVariables = { ...given };
  const problems: string[] = [];
  for (const prompt of manifest.prompts) {
    const value = answers[prompt.name] ?? defaultAnswer(manifest, prompt.name, answers);
    answers[prompt.name] = value;
    const problem = validateAnswer(prompt.kind, value);
    if (problem) problems.push(`${prompt.message} "${value}": ${problem}`);
  }
  if (problems.length > 0) {
    throw new UsageError(problems.join('; '), { hint: 'Pass valid values with --name, or answer the prompts.' });
  }
  answers.templateName = manifest.name;
  answers.templateVersion = manifest.version;
  return answers;
}
