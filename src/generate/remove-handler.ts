// `pgmi remove <kind> NAME` as a library call: find the file that registers the handler (where `pgmi new` put it,
// else any script that registers it and nothing else), and delete it with its test beside it in __test__/. It deletes
// whole files only: a handler registered in a file together with others is left for the user to take out by hand.
// The next deploy removes the handler from the database (deploy.finalize).
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { NotFound, UsageError } from '../errors.js';
import type { HandlerKind } from '../inspect/registry.js';
import { assertProjectDir } from '../project/config.js';
import { discoverFiles, type ProjectFile } from '../project/discover.js';
import { HANDLER_NAME } from './handler-spec.js';
import { callRegisters, registrationCalls } from './name-clash.js';
import { KIND_FOLDER } from './new-handler.js';
import { confinePaths, normaliseFolder } from './project-files.js';

export interface RemoveHandlerOptions {
  projectDir: string;
  kind: HandlerKind;
  name: string;
  /** Where `pgmi new --folder` put it (default api/<kind folder>); the whole project is searched when it is not there. */
  folder?: string;
  dryRun: boolean;
}

export interface RemoveHandlerResult {
  kind: HandlerKind;
  name: string;
  /** Project-relative paths deleted (or, on a dry run, to be deleted): the handler file, then its test if any. */
  files: string[];
  /** The test path looked for beside the handler when there was none. */
  missingTest?: string;
  /** Set when no script registers the handler any more (its file was deleted) and only its test was left. */
  missingHandler?: string;
  removed: boolean;
}

export async function removeHandler(options: RemoveHandlerOptions): Promise<RemoveHandlerResult> {
  const { projectDir, kind } = options;
  const name = options.name.trim();
  if (!HANDLER_NAME.test(name)) throw new UsageError(`handler name "${options.name}" is not valid`, { hint: 'See: pgmi remove --help' });
  assertProjectDir(projectDir);
  const spec = { kind, name };
  const scripts = discoverFiles(projectDir).scripts;
  const expected = posix.join(normaliseFolder(options.folder ?? KIND_FOLDER[kind], 'handlers'), `${name}.sql`);
  const handler = findHandlerFile(scripts, spec, expected);
  const test = posix.join(posix.dirname(handler ?? expected), '__test__', `test_${name}.sql`);
  confinePaths(projectDir, [handler ?? expected, test]);
  const hasTest = existsSync(join(projectDir, test));
  if (handler === undefined && !hasTest) {
    throw new NotFound(`no script of this project registers the ${kind} "${name}", and ${test} does not exist; nothing was deleted`, {
      hint: 'Check the kind and the name (and --folder): pgmi inspect --offline lists the scripts, pgmi inspect what a database has.',
    });
  }
  // A handler file deleted by hand leaves its test behind: remove that alone.
  const files = [...(handler === undefined ? [] : [handler]), ...(hasTest ? [test] : [])];
  if (!options.dryRun) for (const file of files) await rm(join(projectDir, file));
  return { kind, name, files, ...(hasTest ? {} : { missingTest: test }), ...(handler === undefined ? { missingHandler: expected } : {}), removed: !options.dryRun };
}

/** The one file to delete: it must register this handler and no other. Undefined: no script registers it. */
function findHandlerFile(scripts: readonly ProjectFile[], spec: { kind: HandlerKind; name: string }, expected: string): string | undefined {
  const what = `${spec.kind} "${spec.name}"`;
  const registering = scripts.filter((file) => registrationCalls(file.content).some((call) => callRegisters(call, spec)));
  const expectedFile = scripts.find((file) => file.path === expected);
  if (expectedFile && !registering.includes(expectedFile)) {
    throw new UsageError(`${expected} does not register the ${what}; nothing was deleted`, {
      hint: registering.length > 0 ? `It is registered in ${registering.map((f) => f.path).join(', ')}.` : 'Check the kind and the name (pgmi inspect lists them).',
    });
  }
  const file = expectedFile ?? registering[0];
  if (!file) return undefined;
  if (registering.length > 1) {
    throw new UsageError(`the ${what} is registered by ${registering.length} scripts (${registering.map((f) => f.path).join(', ')}); nothing was deleted`, {
      hint: 'A deploy refuses two registrations of one name: keep one.',
    });
  }
  const calls = registrationCalls(file.content).length;
  if (calls > 1) {
    throw new UsageError(`${file.path} registers ${calls} handlers, the ${what} among them; nothing was deleted`, {
      file: file.path,
      hint: `pgmi remove deletes whole files: take the ${what}'s registration out of ${file.path} by hand (and its test), then deploy.`,
    });
  }
  return file.path;
}
