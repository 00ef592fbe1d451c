// `pgmi new migration|table` as a library call: number the next `-- pgmi:once` script in the migrations folder,
// check the project (deploy.order runs the folder; a table needs the advanced template's lib/core and must not exist
// yet), then write the script (and a table's test), or only say what would be written.
import { existsSync, readdirSync } from 'node:fs';
import { join, posix } from 'node:path';
import { ProjectError, UsageError } from '../errors.js';
import { assertProjectDir, loadProjectConfig } from '../project/config.js';
import { discoverFiles } from '../project/discover.js';
import { APP_SCHEMA, renderMigrationSql, renderTableSql, renderTableTest, type MigrationPaths } from './migration-sql.js';
import { confinePaths, normaliseFolder, orderEntryFor, refuseExisting, writeGenerated, type GeneratedFile } from './project-files.js';

export type MigrationKind = 'migration' | 'table';

export interface NewMigrationOptions {
  projectDir: string;
  kind: MigrationKind;
  /** migration: words of the file name (add_note_title); table: the table's name in schema app. */
  name: string;
  description?: string;
  /** Default migrations/. */
  folder?: string;
  force: boolean;
  dryRun: boolean;
}

export interface NewMigrationResult {
  kind: MigrationKind;
  name: string;
  /** app.<name> for a table. */
  table?: string;
  files: GeneratedFile[];
  written: boolean;
  orderEntry?: string;
}

const MIGRATION_NAME = /^[a-zA-Z0-9][a-zA-Z0-9_-]{0,59}$/;
/** A table name that leaves room for the policy names core.apply_org_rls derives (<table>_system, 63 bytes at most). */
const TABLE_NAME = /^[a-z_][a-z0-9_]{0,49}$/;
const NUMBERED = /^(\d+)[-_]/;

export async function newMigration(options: NewMigrationOptions): Promise<NewMigrationResult> {
  const name = options.name.trim();
  checkName(options.kind, name);
  const projectDir = options.projectDir;
  assertProjectDir(projectDir);
  const config = loadProjectConfig(projectDir);
  const scripts = discoverFiles(projectDir).scripts;
  if (options.kind === 'table') requireTableSupport(projectDir, scripts, name);

  const folder = normaliseFolder(options.folder ?? 'migrations', 'migrations');
  const slug = name.toLowerCase().replace(/_+/g, '-');
  const file = `${nextNumber(join(projectDir, folder))}-${options.kind === 'table' ? `create-${slug}` : slug}.sql`;
  const paths: MigrationPaths = { migration: posix.join(folder, file) };
  if (options.kind === 'table') paths.test = posix.join(folder, '__test__', `test_${name}_tenant_isolation.sql`);
  const all = [paths.migration, ...(paths.test ? [paths.test] : [])];
  confinePaths(projectDir, all);
  const orderEntry = orderEntryFor(config, paths.migration, folder);
  const existing = refuseExisting(projectDir, all, options.force);

  const action = (path: string) => (existing.includes(path) ? 'overwrite' : 'create') as GeneratedFile['action'];
  const files: GeneratedFile[] =
    options.kind === 'table' && paths.test
      ? [
          { path: paths.migration, content: renderTableSql(name, options.description, { migration: paths.migration, test: paths.test }), action: action(paths.migration) },
          { path: paths.test, content: renderTableTest(name, { migration: paths.migration, test: paths.test }), action: action(paths.test) },
        ]
      : [{ path: paths.migration, content: renderMigrationSql(name, options.description, paths.migration), action: action(paths.migration) }];
  if (!options.dryRun) await writeGenerated(projectDir, files);
  return {
    kind: options.kind,
    name,
    ...(options.kind === 'table' ? { table: `${APP_SCHEMA}.${name}` } : {}),
    files,
    written: !options.dryRun,
    ...(orderEntry === undefined ? {} : { orderEntry }),
  };
}

function checkName(kind: MigrationKind, name: string): void {
  if (kind === 'table' && !TABLE_NAME.test(name)) {
    throw new UsageError(`table name "${name}" is not valid: use lowercase letters, digits and "_", starting with a letter or "_" (at most 50 characters)`, {
      hint: 'e.g. pgmi new table order_item',
    });
  }
  if (kind === 'migration' && !MIGRATION_NAME.test(name)) {
    throw new UsageError(`migration name "${name}" is not valid: use letters, digits, "_" and "-", starting with a letter or digit (at most 60 characters)`, {
      hint: 'e.g. pgmi new migration add_note_title',
    });
  }
}

/** The next number in the folder: one more than the highest NNN- prefix there, at least three digits. */
function nextNumber(folder: string): string {
  const numbers = existsSync(folder)
    ? readdirSync(folder)
        .map((entry) => NUMBERED.exec(entry)?.[1])
        .filter((digits): digits is string => digits !== undefined)
    : [];
  const width = Math.max(3, ...numbers.map((digits) => digits.length));
  const next = numbers.reduce((max, digits) => (BigInt(digits) > max ? BigInt(digits) : max), 0n) + 1n;
  return next.toString().padStart(width, '0');
}

function requireTableSupport(projectDir: string, scripts: ReadonlyArray<{ path: string; content: string }>, table: string): void {
  if (!scripts.some((file) => /FUNCTION\s+core\.apply_org_rls\s*\(/i.test(file.content))) {
    throw new ProjectError(`${projectDir} has no organization row-level security (core.apply_org_rls is defined by no script)`, {
      hint: 'pgmi new table writes tenant tables for projects made with: pgmi init DIR --template advanced. Write a plain table with pgmi new migration NAME.',
    });
  }
  const creates = new RegExp(`CREATE\\s+TABLE\\s+(IF\\s+NOT\\s+EXISTS\\s+)?"?${APP_SCHEMA}"?\\."?${table}"?\\s*\\(`, 'i');
  const clash = scripts.find((file) => creates.test(file.content));
  if (clash) {
    throw new UsageError(`table ${APP_SCHEMA}.${table} is already created here; nothing was written`, {
      file: clash.path,
      hint: 'Choose another name, or change the table in a new migration (pgmi new migration NAME).',
    });
  }
}
