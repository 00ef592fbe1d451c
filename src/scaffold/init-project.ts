// `init` as a library call: check the target, render in memory, write, then git init and install.
import { resolve } from 'node:path';
import { execa } from 'execa';
import type { Reporter } from '../output/reporter.js';
import { findTemplate, type TemplateManifest } from './catalogue.js';
import { resolveAnswers, type TemplateVariables } from './answers.js';
import { renderTemplate, type RenderedFile } from './render.js';
import { assertTargetWritable, inspectTarget, writeProject } from './write.js';
import { compileTemplate } from './handlebars.js';

export interface InitOptions {
  cwd: string;
  targetDir: string;
  templateName: string;
  /** Answers already known (from flags or prompts); the rest take template defaults. */
  answers: TemplateVariables;
  force: boolean;
  dryRun: boolean;
  git: boolean;
  install: boolean;
  reporter: Reporter;
}

export interface InitResult {
  targetDir: string;
  template: TemplateManifest;
  variables: TemplateVariables;
  files: RenderedFile[];
  written: boolean;
  overwritten: string[];
  gitInitialized: boolean;
  installed: boolean;
  nextSteps: string[];
}

export async function initProject(options: InitOptions): Promise<InitResult> {
  const targetDir = resolve(options.cwd, options.targetDir);
  // 1. Template and answers: every problem is found before anything is touched.
  const template = findTemplate(options.templateName);
  const variables = resolveAnswers(template, options.answers);
  // 2. The target must be absent or empty (or --force).
  const state = inspectTarget(targetDir);
  assertTargetWritable(targetDir, state, options.force);
  // 3. Render everything in memory first.
  const files = renderTemplate(template, variables);
  const nextSteps = template.nextSteps.map((line, i) =>
    compileTemplate(line, `${template.name}/template.json#nextSteps[${i}]`)({ ...variables, targetDir: options.targetDir }),
  );
  const result: InitResult = {
    targetDir,
    template,
    variables,
    files,
    written: false,
    overwritten: [],
    gitInitialized: false,
    installed: false,
    nextSteps,
  };
  if (options.dryRun) return result;
  // 4. Write, all or nothing.
  const outcome = await writeProject(targetDir, files);
  result.written = true;
  result.overwritten = outcome.overwritten;
  // 5. Optional follow-ups; their failure does not undo a written project, but is reported.
  if (options.git && !state.entries.includes('.git')) {
    result.gitInitialized = await initGit(targetDir, options.reporter);
  }
  if (options.install) {
    result.installed = await installDependencies(targetDir, files, options.reporter);
  }
  return result;
}

async function initGit(targetDir: string, reporter: Reporter): Promise<boolean> {
  const outcome = await execa('git', ['init', '--quiet'], { cwd: targetDir, reject: false });
  if (outcome.failed) {
    reporter.warn(`git init failed in ${targetDir} (${outcome.stderr || outcome.message}); the project was written without a repository.`);
    return false;
  }
  return true;
}

async function installDependencies(targetDir: string, files: readonly RenderedFile[], reporter: Reporter): Promise<boolean> {
  const packages = files.filter((f) => f.path.endsWith('package.json')).map((f) => f.path.replace(/\/?package\.json$/, ''));
  if (packages.length === 0) {
    reporter.info('Nothing to install: this template has no package.json.');
    return false;
  }
  for (const folder of packages) {
    const cwd = resolve(targetDir, folder);
    reporter.info(`Installing dependencies in ${folder || '.'} (npm install)…`);
    const outcome = await execa('npm', ['install', '--no-audit', '--no-fund'], { cwd, reject: false });
    if (outcome.failed) {
      reporter.warn(`npm install failed in ${folder || '.'}: ${outcome.stderr.split('\n').slice(-3).join(' ')}`);
      return false;
    }
  }
  return true;
}
