// `pgmi inspect`: flags → inspectProject → a readable report or one JSON document on stdout.
import { InvalidArgumentError, Option, type Command } from 'commander';
import type { RunContext } from '../run-context.js';
import { reporterFor } from './reporter-for.js';
import { embeddedPortOption } from './flags.js';

interface InspectFlags {
  connection?: string;
  database?: string;
  type?: 'tool' | 'resource' | 'prompt' | 'rest' | 'rpc';
  tag?: string;
  search?: string;
  limit?: number;
  offline?: boolean;
  json?: boolean;
  embeddedPort?: number;
}

function parseLimit(value: string): number {
  const limit = Number(value);
  if (!/^\d+$/.test(value) || limit < 1 || limit > 50) throw new InvalidArgumentError('--limit must be a whole number from 1 to 50');
  return limit;
}

export function registerInspect(program: Command, ctx: RunContext): void {
  program
    .command('inspect')
    .description('list the handlers a deployed database exposes, its scripts and deploy history (offline: the plan)')
    .argument('[dir]', 'project folder', '.')
    .option('--connection <url>', 'PostgreSQL connection string (else the usual precedence, then the embedded database)')
    .option('-d, --database <name>', 'target database name')
    .addOption(new Option('--type <kind>', 'only handlers of this kind').choices(['tool', 'resource', 'prompt', 'rest', 'rpc']))
    .option('--tag <tag>', 'only handlers with this tag')
    .option('--search <query>', 'rank the MCP tools for a request in plain words (the registry\'s tool search)')
    .addOption(new Option('--limit <n>', 'how many --search results (1-50)').default(10).argParser(parseLimit))
    .option('--offline', 'do not connect: show the deploy plan only')
    .option('--json', 'print one JSON document on stdout')
    .addOption(embeddedPortOption())
    .addHelpText(
      'after',
      `
Examples:
  $ pgmi inspect demo                                  # embedded database (after pgmi dev / deploy)
  $ pgmi inspect demo --connection postgresql://localhost/demo --type tool
  $ pgmi inspect demo --tag billing --json
  $ pgmi inspect demo --search "open a pull request"   # which tools a request finds, and why
  $ pgmi inspect demo --offline                        # the plan: order, kinds, checksums, tests`,
    )
    .action(async (dir: string, flags: InspectFlags) => {
      const { inspectProject } = await import('../inspect/inspect-project.js');
      const { inspectText, inspectJson } = await import('../output/inspect-report.js');
      const { readPackageVersion } = await import('../version.js');
      const reporter = reporterFor(ctx, { json: flags.json });
      const result = await inspectProject({
        projectDir: dir,
        env: ctx.env,
        connectionFlag: flags.connection,
        databaseFlag: flags.database,
        embeddedPort: flags.embeddedPort,
        offline: Boolean(flags.offline),
        kind: flags.type,
        tag: flags.tag,
        search: flags.search,
        searchLimit: flags.limit,
        pgmiVersion: readPackageVersion(),
        reporter,
      });
      reporter.finish();
      ctx.stdout.write(flags.json ? `${JSON.stringify(inspectJson(result), null, 2)}\n` : inspectText(result));
    });
}
