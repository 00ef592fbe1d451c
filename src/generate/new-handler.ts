// `pgmi new` as a library call: check the project (advanced template, deploy.order), place the handler and
// its test, refuse to overwrite or to reuse a registered name, then write both files (or only say what would
// be written). Used by `pgmi new` and by `pgmi serve`'s new_handler tool.
import { randomUUID } from 'node:crypto';
import { posix } from 'node:path';
import { ProjectError, UsageError } from '../errors.js';
import { assertProjectDir, loadProjectConfig } from '../project/config.js';
import { discoverFiles } from '../project/discover.js';
import { resolveHandlerSpec, type HandlerSpec, type NewHandlerInput } from './handler-spec.js';
import { renderHandlerSql, type GeneratedPaths } from './handler-sql.js';
import { renderHandlerTest } from './handler-test-sql.js';
import { findNameClash } from './name-clash.js';
import { confinePaths, normaliseFolder, orderEntryFor, refuseExisting, writeGenerated, type GeneratedFile } from './project-files.js';

export type { GeneratedFile } from './project-files.js';

export interface NewHandlerOptions extends NewHandlerInput {
  projectDir: string;
  /** Folder for the handler, relative to the project (default api/<kind folder>). */
  folder?: string;
  force: boolean;
  dryRun: boolean;
  /** The handler's uuid; random when absent (tests pass a fixed one). */
  handlerId?: string;
}

export interface NewHandlerResult {
  spec: HandlerSpec;
  handlerId: string;
  files: GeneratedFile[];
  written: boolean;
  /** The deploy.order entry that will run the handler (undefined when pgmi.yaml has no deploy.order). */
  orderEntry?: string;
}

export const KIND_FOLDER = { tool: 'api/tools', resource: 'api/resources', prompt: 'api/prompts', rest: 'api/rest', rpc: 'api/rpc' } as const;

export async function newHandler(options: NewHandlerOptions): Promise<NewHandlerResult> {
  const spec = resolveHandlerSpec(options);
  const projectDir = options.projectDir;
  assertProjectDir(projectDir);
  const config = loadProjectConfig(projectDir);
  // The flags first (a usage error), then what the project holds.
  const folder = normaliseFolder(options.folder ?? KIND_FOLDER[spec.kind], 'handlers');
  const paths: GeneratedPaths = {
    handler: posix.join(folder, `${spec.name}.sql`),
    test: posix.join(folder, '__test__', `test_${spec.name}.sql`),
  };
  confinePaths(projectDir, [paths.handler, paths.test]);
  const files = discoverFiles(projectDir);
  if (!files.scripts.some((file) => /FUNCTION\s+api\.create_or_replace_mcp_handler\s*\(/i.test(file.content))) {
    throw new ProjectError(`${projectDir} has no handler registry (api.create_or_replace_mcp_handler is defined by no script)`, {
      hint: 'pgmi new writes handlers for projects made with: pgmi init DIR --template advanced',
    });
  }
  const orderEntry = orderEntryFor(config, paths.handler, folder);
  const existing = refuseExisting(projectDir, [paths.handler, paths.test], options.force);
  const clash = findNameClash(spec, files.scripts, new Set(existing));
  if (clash) {
    throw new UsageError(`${clash.what} is already taken here; nothing was written`, {
      file: clash.file,
      hint: 'Choose another name (the deploy would refuse a second handler with it).',
    });
  }

  const handlerId = options.handlerId ?? randomUUID();
  const generated: GeneratedFile[] = [
    { path: paths.handler, content: renderHandlerSql(spec, paths, handlerId), action: existing.includes(paths.handler) ? 'overwrite' : 'create' },
    { path: paths.test, content: renderHandlerTest(spec, paths), action: existing.includes(paths.test) ? 'overwrite' : 'create' },
  ];
  if (!options.dryRun) await writeGenerated(projectDir, generated);
  return { spec, handlerId, files: generated, written: !options.dryRun, ...(orderEntry === undefined ? {} : { orderEntry }) };
}
