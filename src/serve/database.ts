// The database a tool call works on: the project's own (connection precedence as for deploy, or the agent's
// connection/database with --allow-connection), or one of its branches by name. The embedded PostgreSQL, when
// that is where the project lives, is started once per session and kept running until pgmi serve stops.
import type pg from 'pg';
import { ConnectionError } from '../errors.js';
import type { Reporter } from '../output/reporter.js';
import { connect, connectIfExists } from '../db/client.js';
import type { ConnectionTarget } from '../db/connection.js';
import { locateProjectDatabase, requireDatabase, usesEmbedded } from '../db/project-database.js';
import { watchCancellation } from '../deploy/cancel.js';
import { withMaintenance } from '../db/ensure-database.js';
import { loadProjectConfig } from '../project/config.js';
import { connectionFor, type ConnectionArguments, type ServeContext } from './context.js';
import { originalRoleParams, requireBranch, type BranchInfo } from './branches.js';

export interface TargetArguments extends ConnectionArguments {
  branch?: string;
}

export interface ToolDatabase {
  target: ConnectionTarget;
  /** The project database (the branch's original when a branch is targeted). */
  projectDatabase: string;
  branch?: BranchInfo;
}

/** Where the call's database lives; with `createEmbedded`, a project without any database gets its embedded one. */
export async function locateToolDatabase(ctx: ServeContext, args: TargetArguments, reporter: Reporter, createEmbedded = false): Promise<ToolDatabase> {
  const config = loadProjectConfig(ctx.projectDir);
  const connection = connectionFor(ctx, args);
  if (usesEmbedded({ config, env: ctx.env, ...connection }) && !ctx.embedded) {
    const found = await locateProjectDatabase({ projectDir: ctx.projectDir, config, env: ctx.env, ...connection, reporter, createEmbedded, embeddedPort: ctx.embeddedPort });
    if (found?.embedded) ctx.embedded = found.embedded; // stopped when the session ends (run-serve.ts)
  }
  const place = requireDatabase(
    await locateProjectDatabase({ projectDir: ctx.projectDir, config, env: ctx.env, ...connection, reporter, createEmbedded: false, embeddedPort: ctx.embeddedPort }),
    ctx.projectDir,
  );
  const projectDatabase = place.target.database;
  if (args.branch === undefined) return { target: place.target, projectDatabase };
  const branch = await withMaintenance(place.target, (admin) => requireBranch(admin, projectDatabase, args.branch as string));
  return { target: { ...place.target, database: branch.database }, projectDatabase, branch };
}

/** For deploy and test on a branch: its database name and the original's role names as parameters. */
export async function branchDeployTarget(ctx: ServeContext, args: TargetArguments, reporter: Reporter): Promise<{ database: string; params: string[] } | undefined> {
  if (args.branch === undefined) return undefined;
  const located = await locateToolDatabase(ctx, args, reporter);
  const client = await connect(located.target);
  try {
    return { database: located.target.database, params: await originalRoleParams(client) };
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Runs `work` on one connection to the call's database. Cancelling the call (or the session ending) cancels the
 * running statement, as Ctrl-C does for a deploy; the connection is always closed.
 */
export async function withToolClient<T>(
  ctx: ServeContext,
  args: TargetArguments,
  call: { reporter: Reporter; signal: AbortSignal },
  work: (client: pg.Client, database: ToolDatabase) => Promise<T>,
): Promise<T> {
  const database = await locateToolDatabase(ctx, args, call.reporter);
  const client = await connectIfExists(database.target);
  if (!client) {
    throw new ConnectionError(`database "${database.target.database}" does not exist yet`, { hint: 'Deploy the project first (the deploy tool, or pgmi deploy).' });
  }
  const cancellation = watchCancellation({ signal: call.signal, target: database.target, client: () => client });
  try {
    return await work(client, database);
  } catch (error) {
    throw cancellation.translate(error);
  } finally {
    cancellation.dispose();
    await client.end().catch(() => undefined);
  }
}
