// The commander program: global flags, lazily imported commands, and the one place errors become exit codes.
import { Command, CommanderError, Option } from 'commander';
import { EXIT_CODES, isPgmiError, UsageError } from './errors.js';
import { createRunContext, type RunContext } from './run-context.js';
import { renderError } from './output/render-error.js';
import { readPackageVersion } from './version.js';
import { registerCommands } from './commands/index.js';

export async function main(argv: readonly string[], overrides: Partial<RunContext> = {}): Promise<number> {
  const ctx = createRunContext(overrides);
  const program = buildProgram(ctx);
  let exitCode: number = EXIT_CODES.ok;
  try {
    await program.parseAsync([...argv]);
  } catch (error) {
    exitCode = handleFailure(error, program, ctx);
  }
  process.exitCode = exitCode;
  return exitCode;
}

export function buildProgram(ctx: RunContext): Command {
  const program = new Command('pgmi');
  program
    .description('Scaffold, deploy, test and inspect PostgreSQL application projects.')
    .version(readPackageVersion(), '--version', 'print the pgmi version')
    .addOption(new Option('--verbose', 'print more detail (server notices with timestamps, stack traces)'))
    .showSuggestionAfterError(true)
    .configureHelp({ sortSubcommands: false, showGlobalOptions: true })
    .configureOutput({
      writeOut: (text) => ctx.stdout.write(text),
      writeErr: (text) => ctx.stderr.write(text),
      // Commander's own complaints are rendered by handleFailure with the valid choices.
      outputError: () => undefined,
    })
    .exitOverride();
  program.addHelpText(
    'after',
    `
Examples:
  $ pgmi init demo --template advanced --yes     render a new project
  $ pgmi dev demo                                embedded PostgreSQL + deploy + gateway
  $ pgmi deploy demo --connection postgresql://localhost/demo
  $ pgmi test demo                               deploy, run SQL tests, roll back
  $ pgmi inspect demo --json                     what is registered, and the deploy history

Exit codes: 0 ok, 1 unexpected, 2 usage, 10 invalid project, 11 cannot connect,
12 confirmation refused, 13 SQL or test failure, 15 another deploy running, 16 timeout, 130 interrupted.`,
  );
  registerCommands(program, ctx);
  for (const command of program.commands) {
    command.exitOverride().configureOutput({
      writeOut: (text) => ctx.stdout.write(text),
      writeErr: (text) => ctx.stderr.write(text),
      outputError: () => undefined,
    });
    command.showSuggestionAfterError(true);
  }
  return program;
}

function handleFailure(error: unknown, program: Command, ctx: RunContext): number {
  if (error instanceof CommanderError) {
    // --help and --version are not failures.
    if (
      error.code === 'commander.helpDisplayed' ||
      error.code === 'commander.version' ||
      error.code === 'commander.help'
    ) {
      return EXIT_CODES.ok;
    }
    const usage = commanderToUsageError(error, program, ctx.argv);
    ctx.stderr.write(renderError(usage, { color: ctx.color, verbose: false }));
    return usage.exitCode;
  }
  if (isPgmiError(error)) {
    if (!ctx.errorAlreadyReported) {
      ctx.stderr.write(renderError(error, { color: ctx.color, verbose: ctx.verbose }));
    }
    return error.exitCode;
  }
  const message = error instanceof Error ? error.message : String(error);
  ctx.stderr.write(
    `pgmi: unexpected error: ${message}\n` +
      (ctx.verbose && error instanceof Error && error.stack
        ? `${error.stack}\n`
        : 'This is a bug in pgmi. Re-run with --verbose for the stack trace and report it.\n'),
  );
  return EXIT_CODES.unexpected;
}

function commanderToUsageError(error: CommanderError, program: Command, argv: readonly string[]): UsageError {
  const message = error.message.replace(/^error:\s*/i, '');
  const commandNames = program.commands.map((c) => c.name());
  if (error.code === 'commander.unknownCommand') {
    return new UsageError(message, { hint: `Valid commands: ${commandNames.join(', ')}. See: pgmi --help` });
  }
  const active = findActiveCommand(program, argv);
  const where = active === program ? 'pgmi' : `pgmi ${active.name()}`;
  if (error.code === 'commander.unknownOption') {
    const flags = active.options.map((o) => o.long ?? o.short).filter(Boolean);
    return new UsageError(message, { hint: `Valid options for ${where}: ${flags.join(', ')}. See: ${where} --help` });
  }
  if (error.code === 'commander.invalidArgument') {
    return new UsageError(message, { hint: `See: ${where} --help` });
  }
  return new UsageError(message, { hint: `See: ${where} --help` });
}

function findActiveCommand(program: Command, argv: readonly string[]): Command {
  const args = argv.slice(2);
  for (const arg of args) {
    const match = program.commands.find((c) => c.name() === arg || c.aliases().includes(arg));
    if (match) {
      const nested = match.commands.find((c) => args.includes(c.name()));
      return nested ?? match;
    }
  }
  return program;
}
