// `pgmi dev`: the embedded default — database, deploy, development key, gateway, and what to paste where.
import { Option, type Command } from 'commander';
import type { RunContext } from '../run-context.js';
import { DEFAULT_GATEWAY_PORT } from '../dev/dev-options.js';
import { reporterFor } from './reporter-for.js';
import { collect, embeddedPortOption, parsePort, whileInterruptible } from './flags.js';

interface DevFlags {
  connection?: string;
  database?: string;
  paramsFile: string[];
  param: string[];
  port?: number;
  embeddedPort?: number;
  watch?: boolean;
  oauth?: boolean;
}

export function registerDev(program: Command, ctx: RunContext): void {
  program
    .command('dev')
    .description('run the project locally: embedded PostgreSQL, deploy, a development API key, and the gateway')
    .argument('[dir]', 'project folder (an advanced-template project)', '.')
    .option('--connection <url>', 'use this database instead of the embedded one')
    .option('-d, --database <name>', 'target database name')
    .option('--params-file <file>', 'dotenv file of deploy parameters (repeatable)', collect, [])
    .option('--param <key=value>', 'one deploy parameter (repeatable)', collect, [])
    .addOption(new Option('--port <port>', `gateway port (default: pgmi.yaml gateway.port, else ${DEFAULT_GATEWAY_PORT})`).argParser(parsePort))
    .addOption(embeddedPortOption())
    .option('--watch', 'redeploy when SQL files change')
    .option('--oauth', 'also run a development OAuth issuer on the next port; the gateway accepts its tokens')
    .addHelpText(
      'after',
      `
Examples:
  $ pgmi init demo --template advanced --yes && pgmi dev demo
  $ pgmi dev demo --watch
  $ pgmi dev demo --oauth
  $ pgmi dev demo --connection postgresql://localhost/demo --port 9000`,
    )
    .action(async (dir: string, flags: DevFlags) => {
      const { runDev } = await import('../dev/run-dev.js');
      const { readPackageVersion } = await import('../version.js');
      // Every signal means "stop cleanly": the gateway and the database are shut down, never abandoned.
      await whileInterruptible((signal) =>
        runDev({
          projectDir: dir,
          env: ctx.env,
          connectionFlag: flags.connection,
          databaseFlag: flags.database,
          paramsFiles: flags.paramsFile,
          paramArgs: flags.param,
          port: flags.port,
          embeddedPort: flags.embeddedPort,
          watch: Boolean(flags.watch),
          oauth: Boolean(flags.oauth),
          pgmiVersion: readPackageVersion(),
          reporter: reporterFor(ctx, {}),
          print: (text) => ctx.stdout.write(text),
          signal,
          verbose: ctx.verbose,
          color: ctx.color,
        }),
        { env: ctx.env, interactive: ctx.interactive },
      );
    });
}
