// The commander program: global flags, lazily imported commands, and the one place errors become exit codes.
import { Command, CommanderError, Option } from 'commander';
import { EXIT_CODES, exitCodesText, isPgmiError, UsageError, type PgmiError } from './errors.js';
import { createRunContext, type RunContext } from './run-context.js';
import { readPackageVersion } from './version.js';
import { registerCommands } from './commands/index.js';
import { commandPath, routeCommand } from './commands/command-path.js';

/** The widest line of the help's closing text. */
const HELP_WIDTH = 101;

export async function main(argv: readonly string[], overrides: Partial<RunContext> = {}): Promise<number> {
  const ctx = createRunContext({ argv, ...overrides });
  const startedAt = Date.now();
  const program = await buildProgram(ctx);
  let exitCode: number = EXIT_CODES.ok;
  try {
    const route = routeCommand(program, argv.slice(2));
    const asksForHelpOrVersion = argv.slice(2).some((arg) => ['-h', '--help', '-V', '--version'].includes(arg));
    if (route.needsSubcommand && !asksForHelpOrVersion) {
      // `pgmi` or `pgmi keys` alone: the help is what was asked for, on stdout.
      route.command.outputHelp();
    } else {
      await program.parseAsync([...argv]);
    }
  } catch (error) {
    exitCode = await handleFailure(error, program, ctx, Date.now() - startedAt);
  }
  process.exitCode = exitCode;
  return exitCode;
}

export async function buildProgram(ctx: RunContext): Promise<Command> {
  const program = new Command('pgmi');
  program
    .description('Scaffold, deploy, test and inspect PostgreSQL application projects.')
    .version(readPackageVersion(), '-V, --version', 'print the pgmi version')
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

${exitCodesText(HELP_WIDTH)}`,
  );
  await registerCommands(program, ctx, ctx.argv.slice(2));
  const configure = (command: Command) => {
    command
      .exitOverride()
      .configureOutput({
        writeOut: (text) => ctx.stdout.write(text),
        writeErr: (text) => ctx.stderr.write(text),
        outputError: () => undefined,
      })
      .showSuggestionAfterError(true);
    command.commands.forEach(configure);
  };
  program.commands.forEach(configure);
  return program;
}

async function handleFailure(error: unknown, program: Command, ctx: RunContext, durationMs: number): Promise<number> {
  if (error instanceof CommanderError && ['commander.helpDisplayed', 'commander.version', 'commander.help'].includes(error.code)) {
    return EXIT_CODES.ok; // --help and --version are not failures
  }
  // Loaded only when something failed: a run that succeeds (pgmi --version) does not pay for it.
  const { errorToJson, renderError, unexpectedErrorMessage } = await import('./output/render-error.js');
  const failure = error instanceof CommanderError ? commanderToUsageError(error, program, ctx.argv) : error;
  const args = ctx.argv.slice(2);
  const dashDash = args.indexOf('--');
  if ((dashDash < 0 ? args : args.slice(0, dashDash)).includes('--json')) {
    // One document on stdout for every failure, expected or not; the prose still goes to stderr.
    const route = safeRoute(program, args);
    const document = {
      status: 'failed',
      command: route === program ? 'pgmi' : commandPath(route).replace(/^pgmi /, ''),
      exitCode: isPgmiError(failure) ? failure.exitCode : EXIT_CODES.unexpected,
      durationMs,
      error: errorToJson(failure),
      warnings: ctx.warnings?.() ?? [],
    };
    ctx.stdout.write(`${JSON.stringify(document, null, 2)}\n`);
  }
  if (isPgmiError(failure)) {
    if (!ctx.errorAlreadyReported) {
      ctx.stderr.write(renderError(failure, { color: ctx.color, verbose: ctx.verbose && !(error instanceof CommanderError) }));
    }
    return failure.exitCode;
  }
  ctx.stderr.write(
    `pgmi: unexpected error: ${unexpectedErrorMessage(failure)}\n` +
      (ctx.verbose && failure instanceof Error && failure.stack
        ? `${failure.stack}\n`
        : 'This is a bug in pgmi. Re-run with --verbose for the stack trace and report it.\n'),
  );
  return EXIT_CODES.unexpected;
}

function safeRoute(program: Command, args: readonly string[]): Command {
  try {
    return routeCommand(program, args).command;
  } catch {
    return program; // an unknown command: the document names the program
  }
}

function commanderToUsageError(error: CommanderError, program: Command, argv: readonly string[]): PgmiError {
  const message = error.message.replace(/^error:\s*/i, '');
  const active = safeRoute(program, argv.slice(2));
  const where = commandPath(active);
  if (error.code === 'commander.unknownCommand') {
    const names = active.commands.map((c) => c.name());
    return new UsageError(message, { hint: `Valid commands: ${names.join(', ')}. See: ${where} --help` });
  }
  if (error.code === 'commander.unknownOption') {
    const flags = active.options.map((o) => o.long ?? o.short).filter(Boolean);
    return new UsageError(message, { hint: `Valid options for ${where}: ${flags.join(', ')}. See: ${where} --help` });
  }
  return new UsageError(message, { hint: `See: ${where} --help` });
}
