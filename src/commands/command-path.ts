// Which command an argument list names, checked before commander parses it: an unknown subcommand is a usage
// error that lists the valid ones at that level (also with --help, which commander would answer with the
// parent's help), and every message names the full command path ("pgmi keys create").
import type { Command } from 'commander';
import { UsageError } from '../errors.js';

export interface CommandRoute {
  command: Command;
  /** True when the command only groups subcommands and none was named (`pgmi`, `pgmi keys`). */
  needsSubcommand: boolean;
}

/** Walks the operands of `args` (argv without node and script) down the command tree. */
export function routeCommand(program: Command, args: readonly string[]): CommandRoute {
  let command = program;
  for (const token of args) {
    if (token === '--') break;
    // Group commands (the program, `keys`) take no option values, so an option is never an operand here.
    if (token.startsWith('-') || token === 'help') continue;
    if (command.commands.length === 0) break;
    const next = command.commands.find((c) => c.name() === token || c.aliases().includes(token));
    if (!next) throw unknownCommand(command, token);
    command = next;
  }
  return { command, needsSubcommand: command.commands.length > 0 };
}

/** "pgmi keys create" for the create subcommand of keys. */
export function commandPath(command: Command): string {
  const names: string[] = [];
  for (let current: Command | null = command; current; current = current.parent) names.unshift(current.name());
  return names.join(' ');
}

function unknownCommand(parent: Command, token: string): UsageError {
  const names = parent.commands.map((c) => c.name());
  const where = commandPath(parent);
  const similar = names.find((name) => editDistance(name, token) <= Math.max(1, Math.floor(name.length / 3)));
  const what = parent.parent ? `unknown subcommand '${token}' of ${where}` : `unknown command '${token}'`;
  return new UsageError(`${what}${similar ? ` (did you mean ${similar}?)` : ''}`, {
    hint: `Valid ${parent.parent ? `subcommands of ${where}` : 'commands'}: ${names.join(', ')}. See: ${where} --help`,
  });
}

/** Levenshtein distance, for "did you mean" (names are a few characters long). */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length] as number;
}
