// `pgmi deploy` and `pgmi test`: flags → deployProject → summary, plan table or one JSON document.
import { Option, type Command } from 'commander';
import type { RunContext } from '../run-context.js';
import { UsageError } from '../errors.js';
import { reporterFor } from './reporter-for.js';
import { collect, embeddedPortOption, parseDurationFlag, whileInterruptible } from './flags.js';

interface DeployFlags {
  connection?: string;
  database?: string;
  overwrite?: boolean;
  yes?: boolean;
  force?: boolean;
  dryRun?: boolean;
  skipTests?: boolean;
  keepOrphans?: boolean;
  paramsFile: string[];
  param: string[];
  timeout?: string;
  lockWait?: string;
  lockTimeout?: string;
  json?: boolean;
  quiet?: boolean;
  embeddedPort?: number;
}

function addCommonFlags(command: Command): Command {
  return command
    .argument('[dir]', 'project folder (holds pgmi.yaml)', '.')
    .option('--connection <url>', 'PostgreSQL connection string (else PGMI_CONNECTION_STRING, DATABASE_URL, PG*, pgmi.yaml, embedded)')
    .option('-d, --database <name>', 'target database name (overrides the connection string)')
    .option('--params-file <file>', 'dotenv file of deploy parameters (repeatable)', collect, [])
    .option('--param <key=value>', 'one deploy parameter (repeatable; wins over files and pgmi.yaml)', collect, [])
    .option('--timeout <duration>', 'give up after this long (e.g. 90s, 5m): cancel, roll back, exit 16')
    .option('--lock-wait <duration>', 'wait this long for another deploy to finish (default 0: exit 15 at once)')
    .option('--lock-timeout <duration>', 'lock_timeout for the deploy transaction (default 10s)')
    .option('--keep-orphans', 'keep what the project no longer declares (deploy.finalize, e.g. handlers whose file is gone)')
    .option('--json', 'print one JSON document on stdout (also on failure)')
    .option('-q, --quiet', 'print only warnings and errors')
    .addOption(embeddedPortOption());
}

export function registerDeploy(program: Command, ctx: RunContext): void {
  addCommonFlags(
    program
      .command('deploy')
      .description('apply the project to a database in one transaction, with tests and verification'),
  )
    .option('--force', 're-apply every repeatable script even when nothing changed')
    .option('--dry-run', 'print the plan (pending / changed / up to date per script); write nothing')
    .option('--skip-tests', 'do not run the SQL tests (printed as a warning)')
    .addOption(new Option('--overwrite', 'drop and recreate the target database first (asks you to type its name)'))
    .option('-y, --yes', 'confirm --overwrite without asking (non-interactive use)')
    .addHelpText(
      'after',
      `
Examples:
  $ pgmi deploy demo --connection postgresql://app@localhost:5432/demo
  $ pgmi deploy demo --params-file .env.production --param env=prod
  $ pgmi deploy demo --dry-run                  # what would run, against the database
  $ pgmi deploy demo --json | jq .scripts
  $ pgmi deploy                                 # no connection anywhere: the embedded PostgreSQL in .pgmi/`,
    )
    .action(async (dir: string, flags: DeployFlags) => runDeploy('deploy', dir, flags, ctx));

  addCommonFlags(
    program
      .command('test')
      .description('deploy into a transaction, run the SQL tests and verification, then roll everything back'),
  )
    .addHelpText(
      'after',
      `
Examples:
  $ pgmi test demo --connection postgresql://localhost/demo_ci
  $ pgmi test                                   # embedded PostgreSQL when nothing else is configured`,
    )
    .action(async (dir: string, flags: DeployFlags) => runDeploy('test', dir, flags, ctx));
}

async function runDeploy(command: 'deploy' | 'test', dir: string, flags: DeployFlags, ctx: RunContext): Promise<void> {
  const { deployProject } = await import('../deploy/deploy-project.js');
  const { summaryText, planTable, resultJson } = await import('../output/deploy-report.js');
  const { readPackageVersion } = await import('../version.js');
  const reporter = reporterFor(ctx, flags);
  ctx.warnings = () => reporter.warnings;
  if (flags.yes && !flags.overwrite) throw new UsageError('--yes only confirms --overwrite', { hint: 'Drop --yes, or add --overwrite.' });
  const onFirst = () => ctx.stderr.write('\npgmi: interrupted, cancelling the deploy…\n');
  try {
    const result = await whileInterruptible((signal) => deployProject({
      projectDir: dir,
      env: ctx.env,
      mode: command,
      connectionFlag: flags.connection,
      databaseFlag: flags.database,
      embeddedPort: flags.embeddedPort,
      paramsFiles: flags.paramsFile,
      paramArgs: flags.param,
      force: Boolean(flags.force),
      dryRun: Boolean(flags.dryRun),
      skipTests: Boolean(flags.skipTests),
      keepOrphans: Boolean(flags.keepOrphans),
      overwrite: Boolean(flags.overwrite),
      yes: Boolean(flags.yes),
      confirmOverwrite: ctx.interactive ? (database) => confirmByTyping(database, ctx) : undefined,
      timeoutMs: parseDurationFlag('--timeout', flags.timeout),
      lockWaitMs: parseDurationFlag('--lock-wait', flags.lockWait),
      lockTimeoutMs: parseDurationFlag('--lock-timeout', flags.lockTimeout),
      pgmiVersion: readPackageVersion(),
      reporter,
      signal,
      verbose: ctx.verbose,
    }), { onFirst, exitOnSecond: true, env: ctx.env, interactive: ctx.interactive });
    reporter.finish();
    if (flags.json) {
      ctx.stdout.write(`${JSON.stringify(resultJson(result, command, reporter.warnings), null, 2)}\n`);
      return;
    }
    if (result.status === 'dry-run') ctx.stdout.write(planTable(result));
    if (!flags.quiet || result.status === 'dry-run') ctx.stderr.write(summaryText(result, command));
  } finally {
    reporter.finish(); // a failure, --json document included, is reported by the one catch in cli.ts
  }
}

async function confirmByTyping(database: string, ctx: RunContext): Promise<boolean> {
  const { isCancel, text } = await import('@clack/prompts');
  ctx.stderr.write(`WARNING: --overwrite drops database "${database}" and everything in it.\n`);
  const typed = await text({ message: `Type the database name (${database}) to confirm` });
  return !isCancel(typed) && typed === database;
}
