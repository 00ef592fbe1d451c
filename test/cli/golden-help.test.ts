// `--help` of every command and subcommand, as the built CLI prints it (not on a terminal: 80 columns), against
// test/golden/cli/help/<command>.txt. A changed flag, description or example is a visible diff in review.
import { describe, expect, it } from 'vitest';
import type { Command } from 'commander';
import { buildProgram } from '../../src/cli.js';
import { createRunContext } from '../../src/run-context.js';
import { runPgmi } from '../support/cli.js';
import { expectGolden } from '../support/golden.js';

/** Every command path below pgmi ([] for pgmi itself), from the program the CLI builds. */
function commandPaths(command: Command, prefix: string[] = []): string[][] {
  return [prefix, ...command.commands.flatMap((sub) => commandPaths(sub, [...prefix, sub.name()]))];
}

const paths = commandPaths(await buildProgram(createRunContext({ argv: ['node', 'pgmi'] })));

describe('--help golden files', () => {
  it('covers every command and subcommand', () => {
    expect(paths.map((p) => p.join(' '))).toEqual(expect.arrayContaining(['', 'init', 'deploy', 'keys', 'keys create', 'serve']));
  });

  it.each(paths.map((path) => [path.length === 0 ? 'pgmi' : `pgmi ${path.join(' ')}`, path] as const))('%s --help', async (_name, path) => {
    const result = await runPgmi([...path, '--help']);
    expect(result.exitCode, result.stderr).toBe(0);
    expect(result.stderr).toBe('');
    expectGolden(`cli/help/${path.length === 0 ? 'pgmi' : path.join('-')}.txt`, result.stdout);
  });
});
