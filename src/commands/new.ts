// `pgmi new <kind> <name> [dir]`: flags → newHandler (a handler) or newMigration (a migration, a table) → what was
// written (or, with --dry-run, what would be).
import { Argument, Option, type Command } from 'commander';
import { UsageError } from '../errors.js';
import type { GeneratedFile } from '../generate/project-files.js';
import type { RunContext } from '../run-context.js';
import { collect } from './flags.js';

type HandlerKindArg = 'tool' | 'resource' | 'prompt' | 'rest' | 'rpc';
type KindArg = HandlerKindArg | 'migration' | 'table';

interface NewFlags {
  title?: string;
  description?: string;
  readOnly?: boolean;
  public?: boolean;
  isolation?: string;
  tag: string[];
  method?: string;
  path?: string;
  uri?: string;
  mimeType?: string;
  folder?: string;
  force?: boolean;
  dryRun?: boolean;
  json?: boolean;
}

export function registerNew(program: Command, ctx: RunContext): void {
  program
    .command('new')
    .description(
      'write a handler (MCP tool, resource or prompt, REST route, RPC method) with its registration and a SQL test, a numbered migration, or a tenant table with its test',
    )
    .addArgument(new Argument('<kind>', 'what to write').choices(['tool', 'resource', 'prompt', 'rest', 'rpc', 'migration', 'table']))
    .argument(
      '<name>',
      'handler name: MCP name, RPC method (e.g. orders.count) or REST route name, [a-zA-Z][a-zA-Z0-9_.-]{0,48}; migration: words of the file name (add_note_title); table: its name in schema app (order_item)',
    )
    .argument('[dir]', 'project folder (holds pgmi.yaml)', '.')
    .option('--description <text>', 'what the handler does (shown to clients and in pgmi inspect); a table: its COMMENT; a migration: its header')
    .option('--title <text>', 'a short human title (default: from the name)')
    .option('--read-only', 'runs in a READ ONLY transaction (default for resources, prompts and REST GET)')
    .option('--no-read-only', 'read-write even where read-only is the default')
    .option('--public', 'callable without signing in (default: requires an authenticated caller)')
    .addOption(new Option('--isolation <level>', 'minimum transaction isolation (read-committed, repeatable-read, serializable)'))
    .option('--tag <tag>', 'a tag (repeatable): MCP _meta.tags, OpenAPI tags, pgmi inspect --tag', collect, [])
    .option('--method <method>', 'REST: the HTTP method (GET, POST, PUT, PATCH, DELETE; default GET)')
    .option('--path <template>', 'REST: the path template, e.g. /orders/{id} (default /<name>)')
    .option('--uri <template>', 'resource: the URI template, e.g. app://orders/{id} (default app://<name>/{id})')
    .option('--mime-type <type>', 'resource: the content type (default application/json)')
    .option('--folder <path>', 'where to write, relative to the project (default api/tools, api/resources, … by kind; migrations/)')
    .option('--force', 'overwrite a file that exists (handler, test)')
    .option('--dry-run', 'print the files that would be written; write nothing')
    .option('--json', 'print one JSON document on stdout')
    .addHelpText(
      'after',
      `
Examples:
  $ pgmi new tool count_notes --description "Count the caller's notes" --read-only
  $ pgmi new resource note --uri "notes://{id}" --public
  $ pgmi new rest order_status --method GET --path /orders/{id}/status --isolation repeatable-read
  $ pgmi new rpc orders.cancel --tag orders --dry-run
  $ pgmi new prompt review_code demo           # into the project in ./demo
  $ pgmi new table note                        # migrations/NNN-create-note.sql: app.note, organization RLS, and its test
  $ pgmi new migration add_note_title          # migrations/NNN-add-note-title.sql: a -- pgmi:once script to fill in

Each handler lands in its own file under api/ with a test in __test__/ beside it; pgmi deploy (or pgmi test)
runs both. Migrations are numbered -- pgmi:once scripts in migrations/ (after membership/ in deploy.order).`,
    )
    .action(async (kind: KindArg, name: string, dir: string, flags: NewFlags) => {
      const { resolve } = await import('node:path');
      const projectDir = resolve(ctx.cwd, dir);
      let files: GeneratedFile[];
      let written: boolean;
      let json: Record<string, unknown>;
      if (kind === 'migration' || kind === 'table') {
        refuseHandlerFlags(kind, flags);
        const { newMigration } = await import('../generate/new-migration.js');
        const result = await newMigration({
          projectDir,
          kind,
          name,
          description: flags.description,
          folder: flags.folder,
          force: Boolean(flags.force),
          dryRun: Boolean(flags.dryRun),
        });
        ({ files, written } = result);
        json = { kind, name: result.name, ...(result.table ? { table: result.table } : {}) };
      } else {
        const { newHandler } = await import('../generate/new-handler.js');
        const result = await newHandler({
          projectDir,
          kind,
          name,
          title: flags.title,
          description: flags.description,
          readOnly: flags.readOnly,
          requiresAuth: flags.public ? false : undefined,
          isolation: flags.isolation,
          tags: flags.tag,
          method: flags.method,
          path: flags.path,
          uri: flags.uri,
          mimeType: flags.mimeType,
          folder: flags.folder,
          force: Boolean(flags.force),
          dryRun: Boolean(flags.dryRun),
        });
        ({ files, written } = result);
        json = { handlerId: result.handlerId, spec: result.spec };
      }
      if (flags.json) {
        ctx.stdout.write(`${JSON.stringify({ status: written ? 'written' : 'dry-run', ...json, files }, null, 2)}\n`);
        return;
      }
      if (!written) {
        for (const file of files) ctx.stdout.write(`-- ${file.action === 'create' ? 'would write' : 'would overwrite'} ${file.path}\n${file.content}\n`);
        ctx.stderr.write('Dry run: nothing was written.\n');
        return;
      }
      for (const file of files) ctx.stderr.write(`${file.action === 'create' ? 'Wrote' : 'Overwrote'} ${file.path}\n`);
      const where = dir === '.' ? '' : ` ${dir}`;
      ctx.stderr.write(
        kind === 'migration'
          ? `Next: fill it in, then pgmi test${where}   (it runs once per database; edit it only until a deploy applied it)\n`
          : `Next: pgmi test${where}   (deploys into a transaction, runs the new test, rolls back)\n`,
      );
    });
}

/** A migration or table takes only --description, --folder, --force, --dry-run and --json. */
function refuseHandlerFlags(kind: 'migration' | 'table', flags: NewFlags): void {
  const given = [
    ['--title', flags.title],
    ['--read-only / --no-read-only', flags.readOnly],
    ['--public', flags.public],
    ['--isolation', flags.isolation],
    ['--tag', flags.tag.length > 0 ? flags.tag : undefined],
    ['--method', flags.method],
    ['--path', flags.path],
    ['--uri', flags.uri],
    ['--mime-type', flags.mimeType],
  ].filter(([, value]) => value !== undefined);
  if (given.length > 0) {
    throw new UsageError(`${given.map(([option]) => option).join(', ')} ${given.length === 1 ? 'applies' : 'apply'} to handlers, not to a ${kind}`, {
      hint: `pgmi new ${kind} takes --description, --folder, --force, --dry-run and --json.`,
    });
  }
}
