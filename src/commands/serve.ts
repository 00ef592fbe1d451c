// `pgmi serve [dir]`: pgmi as an MCP server over stdio for coding agents, or --print-config <client> for the
// snippet that registers it. stdout carries only the protocol (or the snippet); logs go to stderr.
import { InvalidArgumentError, Option, type Command } from 'commander';
import type { RunContext } from '../run-context.js';
import { CLIENT_NAMES, clientConfig, snippetArguments, type ClientName } from '../serve/print-config.js';
import { collect, embeddedPortOption, whileInterruptible } from './flags.js';

const DEFAULT_MAX_BRANCHES = 5;

interface ServeFlags {
  connection?: string;
  database?: string;
  paramsFile: string[];
  param: string[];
  allowDeploy?: boolean;
  allowConnection?: boolean;
  embeddedPort?: number;
  maxBranches: number;
  printConfig?: ClientName;
}

export function registerServe(program: Command, ctx: RunContext): void {
  program
    .command('serve')
    .description('run pgmi as an MCP server over stdio for coding agents: schema, read-only queries, tests, handlers called as users, branches (deploy with --allow-deploy)')
    .argument('[dir]', 'project folder (holds pgmi.yaml)', '.')
    .option('--connection <url>', 'the database every tool uses (else PGMI_CONNECTION_STRING, DATABASE_URL, PG*, pgmi.yaml, embedded)')
    .option('-d, --database <name>', 'target database name')
    .option('--params-file <file>', 'dotenv file of deploy parameters for test and deploy (repeatable)', collect, [])
    .option('--param <key=value>', 'one deploy parameter for test and deploy (repeatable)', collect, [])
    .option('--allow-deploy', 'enable the deploy tool (commits to the database); without it deploy is refused')
    .option('--allow-connection', 'let tool calls choose the connection and database (off: the agent cannot point pgmi elsewhere)')
    .option('--max-branches <n>', 'how many branch_create copies of the database may exist at once', parseMaxBranches, DEFAULT_MAX_BRANCHES)
    .addOption(embeddedPortOption())
    .addOption(new Option('--print-config <client>', 'print the snippet that registers this server with a client, and exit').choices(CLIENT_NAMES))
    .addHelpText(
      'after',
      `
Examples:
  $ pgmi serve --print-config claude-code                # the claude mcp add command for this project
  $ pgmi serve demo --print-config vscode --allow-deploy # .vscode/mcp.json, deploy enabled
  $ pgmi serve demo --connection postgresql://localhost/demo_dev

Tools: plan, test, run_tests, deploy (--allow-deploy), inspect, describe_schema, query, explain, call_handler,
branch_create, branch_list, branch_delete, new_handler, new_migration, list_keys, explain_error.
Resources: pgmi://project/pgmi.yaml, pgmi://project/plan, pgmi://project/last-run, pgmi://script/{path},
pgmi://doc/{path}, pgmi://db/overview, pgmi://db/schema/{schema}, pgmi://db/object/{schema}/{name}.`,
    )
    .action(async (dir: string, flags: ServeFlags) => {
      const { resolve } = await import('node:path');
      const projectDir = resolve(ctx.cwd, dir);
      if (flags.printConfig) {
        const { assertServeableProject } = await import('../serve/serveable-project.js');
        assertServeableProject(projectDir);
        const { isSecretParam } = await import('../project/params.js');
        const { packagePath } = await import('../package-root.js');
        const bin = packagePath('bin', 'pgmi.cjs');
        const passOn = snippetArguments(
          {
            connection: flags.connection,
            database: flags.database,
            paramsFiles: flags.paramsFile.map((file) => resolve(ctx.cwd, file)),
            params: flags.param,
            passOn: [
              ...(flags.allowDeploy ? ['--allow-deploy'] : []),
              ...(flags.allowConnection ? ['--allow-connection'] : []),
              ...(flags.embeddedPort === undefined ? [] : ['--embedded-port', String(flags.embeddedPort)]),
              ...(flags.maxBranches === DEFAULT_MAX_BRANCHES ? [] : ['--max-branches', String(flags.maxBranches)]),
            ],
          },
          isSecretParam,
        );
        const config = clientConfig(flags.printConfig, { command: process.execPath, args: [bin, 'serve', projectDir, ...passOn.args] });
        for (const warning of passOn.warnings) ctx.stderr.write(`pgmi: warning: ${warning}\n`);
        ctx.stderr.write(`${config.where}\n`);
        ctx.stdout.write(config.text);
        return;
      }
      const { runServe } = await import('../serve/run-serve.js');
      const { readPackageVersion } = await import('../version.js');
      await whileInterruptible((signal) =>
        runServe({
          projectDir,
          env: ctx.env,
          connectionFlag: flags.connection,
          databaseFlag: flags.database,
          paramsFiles: flags.paramsFile.map((file) => resolve(ctx.cwd, file)),
          paramArgs: flags.param,
          allowDeploy: Boolean(flags.allowDeploy),
          allowConnection: Boolean(flags.allowConnection),
          embeddedPort: flags.embeddedPort,
          maxBranches: flags.maxBranches,
          pgmiVersion: readPackageVersion(),
          log: ctx.stderr,
          verbose: ctx.verbose,
          stdin: ctx.stdin as NodeJS.ReadableStream as import('node:stream').Readable,
          stdout: ctx.stdout as NodeJS.WritableStream as import('node:stream').Writable,
          signal,
        }),
      );
    });
}

function parseMaxBranches(value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < 0 || n > 100) throw new InvalidArgumentError('Use a number from 0 to 100.');
  return n;
}
