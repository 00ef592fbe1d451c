// `inspect` as a library call: the offline plan always; with a database, each script's status, the
// registered handlers and the deploy history.
import type pg from 'pg';
import { ProjectError } from '../errors.js';
import type { Reporter } from '../output/reporter.js';
import { loadProject } from '../deploy/deploy-project.js';
import { flattenTests } from '../deploy/test-plan.js';
import { scriptStatuses, type ScriptStatus } from '../deploy/status.js';
import { readTrackingState } from '../deploy/track.js';
import { connectIfExists } from '../db/client.js';
import { describeTarget } from '../db/connection.js';
import { locateProjectDatabase } from '../db/project-database.js';
import { hasRegistry, readHandlers, type HandlerKind, type HandlerRow } from './registry.js';
import { readHistory, type DeploymentRow } from './history.js';
import { searchTools, type SearchReport } from './tool-search.js';

export interface InspectOptions {
  projectDir: string;
  env: NodeJS.ProcessEnv;
  connectionFlag?: string;
  databaseFlag?: string;
  /** --embedded-port */
  embeddedPort?: number;
  offline: boolean;
  kind?: HandlerKind;
  tag?: string;
  /** --search: rank the MCP tools for this query instead of listing every handler. */
  search?: string;
  searchLimit?: number;
  pgmiVersion: string;
  reporter: Reporter;
}

export interface InspectResult {
  project: { dir: string; name?: string; template?: string; templateVersion?: string };
  /** Where the online part came from; undefined when offline. */
  database?: { name: string; target: string; embedded: boolean };
  scripts: ScriptStatus[];
  /** Whether `scripts[].status` was compared with a database. */
  scriptsCompared: boolean;
  tests: string[];
  handlers?: HandlerRow[];
  history?: DeploymentRow[];
  search?: SearchReport;
}

export async function inspectProject(options: InspectOptions): Promise<InspectResult> {
  // Planned from the facts deploy keeps (an unchanged file is not read again), and keeping them for the next command.
  const project = await loadProject(options.projectDir, { paramsFiles: [], paramArgs: [], pgmiVersion: options.pgmiVersion, paramsOptional: true, keptFacts: true });
  const result: InspectResult = {
    project: { dir: project.projectDir, name: project.config.name, template: project.config.template, templateVersion: project.config.templateVersion },
    scripts: project.plan.scripts.map((script) => ({ script, status: 'pending' })),
    scriptsCompared: false,
    tests: flattenTests(project.plan.tests).map((t) => t.path),
  };
  if (options.offline) return result;
  const place = await locateProjectDatabase({ ...options, config: project.config, createEmbedded: false });
  if (!place) {
    options.reporter.info('No database configured and no embedded database yet: showing the offline plan.');
    return result;
  }
  const { target, embedded } = place;
  let client: pg.Client | undefined;
  try {
    client = await connectIfExists(target);
    result.database = { name: target.database, target: describeTarget(target), embedded: embedded !== undefined };
    if (!client) {
      options.reporter.info(`Database "${target.database}" does not exist yet: every script is pending.`);
      result.scriptsCompared = true;
      return result;
    }
    const state = await readTrackingState(client);
    result.scripts = scriptStatuses(project.plan.scripts, state);
    result.scriptsCompared = true;
    result.history = await readHistory(client);
    if (options.search !== undefined && (await hasRegistry(client))) {
      result.search = await searchTools(client, options.search, { kind: options.kind, tag: options.tag, limit: options.searchLimit ?? 10 });
    } else if (await hasRegistry(client)) {
      result.handlers = await readHandlers(client, { kind: options.kind, tag: options.tag });
    } else if (project.config.template === 'advanced' || options.kind || options.tag || options.search !== undefined) {
      throw new ProjectError(`database "${target.database}" has no handler registry (api.vw_handler_inventory is missing)`, {
        hint: state.exists ? 'This database was deployed from a project without the advanced template.' : `Deploy the project first: pgmi deploy ${options.projectDir}`,
      });
    }
    return result;
  } finally {
    await client?.end().catch(() => undefined);
    await place.release();
  }
}
