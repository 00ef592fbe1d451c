// `pgmi remove <kind> <name> [dir]`: flags → removeHandler → what was deleted (or, with --dry-run, what would be).
import { Argument, type Command } from 'commander';
import type { RunContext } from '../run-context.js';

interface RemoveFlags {
  folder?: string;
  dryRun?: boolean;
  json?: boolean;
}

export function registerRemove(program: Command, ctx: RunContext): void {
  program
    .command('remove')
    .description('delete a handler written by pgmi new (its file and its test); the next deploy removes it from the database')
    .addArgument(new Argument('<kind>', 'what to remove').choices(['tool', 'resource', 'prompt', 'rest', 'rpc']))
    .argument('<name>', 'handler name: MCP name, RPC method or REST route name')
    .argument('[dir]', 'project folder (holds pgmi.yaml)', '.')
    .option('--folder <path>', 'where pgmi new --folder put it (default api/tools, api/resources, … by kind; else the project is searched)')
    .option('--dry-run', 'print the files that would be deleted; delete nothing')
    .option('--json', 'print one JSON document on stdout')
    .addHelpText(
      'after',
      `
Examples:
  $ pgmi remove tool count_notes               # api/tools/count_notes.sql and api/tools/__test__/test_count_notes.sql
  $ pgmi remove rpc orders.cancel --dry-run

It deletes whole files only: a handler registered in a file together with others (api/examples.sql) is refused,
to be taken out by hand. A name no script registers exits 14.`,
    )
    .action(async (kind: 'tool' | 'resource' | 'prompt' | 'rest' | 'rpc', name: string, dir: string, flags: RemoveFlags) => {
      const { resolve } = await import('node:path');
      const { removeHandler } = await import('../generate/remove-handler.js');
      const result = await removeHandler({ projectDir: resolve(ctx.cwd, dir), kind, name, folder: flags.folder, dryRun: Boolean(flags.dryRun) });
      if (flags.json) {
        ctx.stdout.write(`${JSON.stringify({ status: result.removed ? 'removed' : 'dry-run', kind, name: result.name, files: result.files }, null, 2)}\n`);
        return;
      }
      for (const file of result.files) ctx.stderr.write(`${result.removed ? 'Deleted' : 'Would delete'} ${file}\n`);
      if (result.missingHandler) ctx.stderr.write(`(no script registers the ${kind} any more: its file ${result.missingHandler} was already gone)\n`);
      if (result.missingTest) ctx.stderr.write(`(no test at ${result.missingTest})\n`);
      if (!result.removed) {
        ctx.stderr.write('Dry run: nothing was deleted.\n');
        return;
      }
      const where = dir === '.' ? '' : ` ${dir}`;
      ctx.stderr.write(`Next: pgmi deploy${where} removes the ${kind} from the database (the summary names it; pgmi deploy --dry-run${where} shows it first)\n`);
    });
}
