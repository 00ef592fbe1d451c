// `pgmi init`: flags → answers (prompting on a terminal) → initProject → tree and next steps.
import { Option, type Command } from 'commander';
import type { RunContext } from '../run-context.js';
import { UsageError } from '../errors.js';
import { reporterFor } from './reporter-for.js';

interface InitFlags {
  template?: string;
  name?: string;
  yes?: boolean;
  force?: boolean;
  dryRun?: boolean;
  git: boolean;
  install?: boolean;
}

export function registerInit(program: Command, ctx: RunContext): void {
  program
    .command('init')
    .description('render a new project from a template')
    .argument('[dir]', 'target folder (absent or empty)', '.')
    .addOption(new Option('-t, --template <name>', 'template to render (basic, advanced)'))
    .option('--name <name>', 'project name (default: the folder name)')
    .option('-y, --yes', 'accept every default without prompting')
    .option('--force', 'write into a non-empty folder, overwriting only the files the template writes')
    .option('--dry-run', 'print the files that would be written; write nothing')
    .option('--no-git', 'do not run git init')
    .option('--install', 'install the generated project\'s npm dependencies (the advanced gateway)')
    .addHelpText(
      'after',
      `
Examples:
  $ pgmi init demo --template advanced --yes
  $ pgmi init . --template basic --name shop
  $ pgmi init demo --template advanced --dry-run`,
    )
    .action(async (dir: string, flags: InitFlags) => {
      await runInit(dir, flags, ctx);
    });
}

async function runInit(dir: string, flags: InitFlags, ctx: RunContext): Promise<void> {
  const { listTemplates } = await import('../scaffold/catalogue.js');
  const { initProject } = await import('../scaffold/init-project.js');
  const { projectNameFromTarget } = await import('../scaffold/answers.js');
  const { formatTree } = await import('../scaffold/tree.js');
  const reporter = reporterFor(ctx, {});
  const interactive = ctx.interactive && !flags.yes;

  const answers: Record<string, string> = {};
  if (flags.name !== undefined) answers.projectName = flags.name;
  let templateName = flags.template;
  if (interactive) {
    const { askInitQuestions } = await import('./init-prompts.js');
    const asked = await askInitQuestions({ templateName, answers, defaultName: projectNameFromTarget(resolveDir(ctx, dir)) });
    templateName = asked.templateName;
    Object.assign(answers, asked.answers);
  } else {
    answers.projectName ??= projectNameFromTarget(resolveDir(ctx, dir));
  }
  if (templateName === undefined) {
    throw new UsageError('no template chosen', {
      hint: `Pass --template with one of: ${listTemplates().map((t) => t.name).join(', ')}`,
    });
  }

  const result = await initProject({
    cwd: ctx.cwd,
    targetDir: dir,
    templateName,
    answers,
    force: Boolean(flags.force),
    dryRun: Boolean(flags.dryRun),
    git: flags.git,
    install: Boolean(flags.install),
    reporter,
  });
  reporter.finish();

  // The tree is data (stdout); everything around it is prose (stderr).
  ctx.stdout.write(formatTree(result.targetDir, result.files.map((f) => f.path)));
  if (flags.dryRun) {
    ctx.stderr.write(`Dry run: ${result.files.length} files would be written (${result.template.name} template). Nothing was written.\n`);
    return;
  }
  ctx.stderr.write(`Wrote ${result.files.length} files to ${result.targetDir} (${result.template.name} template ${result.template.version}).\n`);
  if (result.overwritten.length > 0) {
    ctx.stderr.write(`Overwrote ${result.overwritten.length} existing files: ${result.overwritten.join(', ')}\n`);
  }
  if (result.nextSteps.length > 0) {
    ctx.stderr.write(`\nNext steps:\n${result.nextSteps.map((line) => `  ${line}`).join('\n')}\n`);
  }
}

function resolveDir(ctx: RunContext, dir: string): string {
  return dir === '.' || dir === '' ? ctx.cwd : dir.startsWith('/') ? dir : `${ctx.cwd}/${dir}`;
}
