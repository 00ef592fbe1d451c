// Putting `pgmi` on PATH as the README's set-up does (`npm install --global … .` in the clone), into a prefix of the
// test's own (npm_config_prefix), so the machine's global npm folder is never touched.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { execa } from 'execa';
import { cleanEnv, REPO_ROOT } from './cli.js';
import { commandsIn } from './doc-examples.js';

/** The README's set-up step that installs the command globally, as argv (e.g. npm install --global --ignore-scripts .). */
export function readmeGlobalInstall(readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8')): string[] {
  const setUp = readme.slice(readme.indexOf('## Set up\n'), readme.indexOf('\n## Commands'));
  const line = commandsIn(setUp, 'npm install ')[0];
  if (!line) throw new Error('the README\'s "Set up" has no npm install line');
  // The first command chains its steps with &&; the one that installs globally is what this helper runs.
  const steps = line.join(' ').split(' && ').map((step) => step.split(' '));
  const step = steps.find((words) => words[0] === 'npm' && words[1] === 'install' && (words.includes('--global') || words.includes('-g')));
  if (!step) throw new Error(`the README's set-up line installs nothing globally: ${line.join(' ')}`);
  return step;
}

/** Runs the README's global install in `clone` into `prefix`; returns the folder the command lands in. */
export async function installGlobally(clone: string, prefix: string, env: Record<string, string | undefined> = {}): Promise<string> {
  const [command, ...args] = readmeGlobalInstall();
  await execa(command as string, [...args, '--no-audit', '--no-fund'], {
    cwd: clone,
    env: cleanEnv({ npm_config_prefix: prefix, npm_config_update_notifier: 'false', ...env }),
    extendEnv: false,
  });
  return join(prefix, 'bin');
}
