// `deploy` and `test` as library calls: read and check the project offline, then connect (creating the
// database or starting the embedded one), apply the plan, and report what happened.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type pg from 'pg';
import { ConfirmationRefused } from '../errors.js';
import type { Reporter } from '../output/reporter.js';
import { assertProjectDir, emptyConfig, readConfigText, type ProjectConfig } from '../project/config-file.js';
import { discoverFiles } from '../project/discover.js';
import { FileFacts } from '../project/file-facts.js';
import { resolveParams, type Params } from '../project/params.js';
import { devSecretSource } from '../project/dev-secrets.js';
import { connect, connectIfExists } from '../db/client.js';
import { describeTarget, type ConnectionTarget } from '../db/connection.js';
import { locateProjectDatabase, requireDatabase, usesEmbedded } from '../db/project-database.js';
import { assertSessionIsPinned } from '../db/session-pooler.js';
import { connectCreatingDatabase, recreateDatabase, assertMayOverwrite } from '../db/ensure-database.js';
import { planDeploy, type DeployPlan } from './plan.js';
import { applyPlan, emptyResult } from './apply.js';
import type { ApplyResult, DeployMode } from './apply-options.js';
import { watchCancellation } from './cancel.js';
import type { TestFolder } from './test-plan.js';
import { withSelectedTests } from './test-selection.js';
import type { ProjectTarget } from '../project/target.js';
import type { DeployedProject } from './increment-plan.js';
import { incrementalFingerprint } from './increment.js';

export interface DeployProjectOptions extends ProjectTarget {
  mode: DeployMode;
  force: boolean;
  dryRun: boolean;
  skipTests: boolean;
  /** --keep-orphans: keep what the deploy.finalize functions would remove. */
  keepOrphans?: boolean;
  overwrite: boolean;
  /** Asks the user to type the database name; resolves false when refused. Undefined: cannot ask. */
  confirmOverwrite?: (database: string) => Promise<boolean>;
  yes: boolean;
  lockWaitMs?: number;
  lockTimeoutMs?: number;
  timeoutMs?: number;
  pgmiVersion: string;
  reporter: Reporter;
  /** Aborted on Ctrl-C. */
  signal: AbortSignal;
  /** Verbose: every server notice, not only warnings and RAISE output. */
  verbose: boolean;
  /** A database already chosen by the caller (pgmi dev); skips connection resolution. */
  target?: ConnectionTarget;
  /** Generate empty secrets (pgmi dev); otherwise only when the target is the embedded PostgreSQL. */
  devServer?: boolean;
  /** Port of the embedded PostgreSQL when it is started (--embedded-port). */
  embeddedPort?: number;
  /** pgmi dev --watch: redeploy only what changed since `previous` (this process's last deploy) when allowed. */
  watch?: { previous?: DeployedProject };
  /** Narrows the SQL tests that run (pgmi serve's run_tests); the scripts are unchanged. */
  selectTests?: (tests: readonly TestFolder[]) => TestFolder[];
}

export interface DeployProjectResult extends ApplyResult {
  database: string;
  target: string;
  embedded: boolean;
  createdDatabase: boolean;
  durationMs: number;
  plan: DeployPlan;
  params: Params;
  /** Under watch: what the database now holds, for the next redeploy's decision. */
  deployed?: DeployedProject;
}

export interface LoadedProject {
  projectDir: string;
  config: ProjectConfig;
  params: Params;
  plan: DeployPlan;
  /** About the parameters (e.g. a password written in pgmi.yaml). */
  warnings: string[];
  /** About the parameters, for information (e.g. where generated passwords were put). */
  notices: string[];
}

export interface LoadProjectOptions {
  paramsFiles: readonly string[];
  paramArgs: readonly string[];
  pgmiVersion: string;
  paramsOptional?: boolean;
  keepOrphans?: boolean;
  /** Whether the deploy goes to a development server, where empty secrets are generated. */
  isDevServer?: (config: ProjectConfig) => boolean;
  /** Plan unchanged files and pgmi.yaml from .pgmi/file-facts.json (their text is read when run), and keep them. */
  keptFacts?: boolean;
}

/**
 * Everything that can be checked without a database; problems exit 10 before connecting. With `keptFacts` (deploy,
 * test, inspect, pgmi serve's plan), unchanged files and an unchanged pgmi.yaml are planned from
 * .pgmi/file-facts.json, so a no-op deploy neither reads the SQL nor loads the YAML parser; without (pgmi dev, whose
 * watcher compares the texts of consecutive plans) every file is read.
 */
export async function loadProject(projectDir: string, options: LoadProjectOptions): Promise<LoadedProject> {
  const dir = resolve(projectDir);
  assertProjectDir(dir);
  const facts = options.keptFacts ? FileFacts.open(dir, options.pgmiVersion) : undefined;
  const config = await loadProjectConfig(dir, facts);
  const project = planProject(dir, config, options, facts);
  facts?.save();
  return project;
}

/** pgmi.yaml parsed and checked, or its value kept in `facts` from an earlier run; the parser is loaded only to parse. */
async function loadProjectConfig(dir: string, facts: FileFacts | undefined): Promise<ProjectConfig> {
  const read = readConfigText(dir);
  if (read === undefined) return emptyConfig();
  const parse = async () => (await import('../project/config.js')).parseProjectConfig(read.text, read.file);
  return facts ? { ...(await facts.keepParsed(read.file, read.text, parse)), file: read.file } : parse();
}

/** The plan of the project in `dir` whose pgmi.yaml says `config`; `facts`: plan unchanged files from them. */
function planProject(dir: string, config: ProjectConfig, options: LoadProjectOptions, facts?: FileFacts): LoadedProject {
  const resolved = options.paramsOptional
    ? { values: declaredParams(config), warnings: [], notices: [] }
    : resolveParams(
        config,
        { paramsFiles: options.paramsFiles, paramArgs: options.paramArgs },
        { isDevServer: options.isDevServer?.(config) ?? false, devSecrets: devSecretSource(dir) },
      );
  const params = resolved.values;
  const files = discoverFiles(dir, { facts });
  const plan = planDeploy({
    scripts: files.scripts,
    tests: files.tests,
    order: config.deploy.order,
    folderExists: (folder) => existsSync(join(dir, folder)),
    params,
    pgmiVersion: options.pgmiVersion,
    extra: {
      verify: config.deploy.verify,
      summary: config.deploy.summary ?? null,
      finalize: config.deploy.finalize,
      ...(options.keepOrphans ? { keepOrphans: true } : {}),
    },
  });
  return { projectDir: dir, config, params, plan, warnings: resolved.warnings, notices: resolved.notices };
}

/** Parameters as declared, empty where no value is given: enough to plan without deploying (inspect). */
function declaredParams(config: ProjectConfig): Params {
  return Object.fromEntries(Object.entries(config.params).map(([key, value]) => [key, value ?? '']));
}

export async function deployProject(options: DeployProjectOptions): Promise<DeployProjectResult> {
  const startedAt = Date.now();
  const { reporter } = options;
  const loaded = await loadProject(options.projectDir, {
    ...options,
    // pgmi dev --watch compares each plan's texts with the last one's: it reads them all, as before.
    keptFacts: !options.watch,
    isDevServer: (config) =>
      options.devServer ?? (options.target ? options.target.source === 'embedded' : usesEmbedded({ ...options, config })),
  });
  const project = options.selectTests ? { ...loaded, plan: withSelectedTests(loaded.plan, options.selectTests(loaded.plan.tests)) } : loaded;
  for (const notice of project.notices) reporter.info(notice);
  for (const warning of [...project.warnings, ...project.plan.warnings]) reporter.warn(warning);

  const place = options.target
    ? { target: options.target, release: async () => undefined }
    : requireDatabase(
        await locateProjectDatabase({ ...options, config: project.config, createEmbedded: true }),
        options.projectDir,
      );
  const { target } = place;
  reporter.debug(`target ${describeTarget(target)} (from ${target.source})`);

  const lockTimeoutMs = options.lockTimeoutMs ?? project.config.deploy.lockTimeoutMs ?? 10_000;
  const lockWaitMs = options.lockWaitMs ?? project.config.deploy.lockWaitMs ?? 0;
  const timeoutMs = options.timeoutMs ?? project.config.deploy.timeoutMs;
  let client: pg.Client | undefined;
  const cancellation = watchCancellation({ signal: options.signal, timeoutMs, target, client: () => client });
  try {
    let createdDatabase = false;
    if (options.overwrite && !options.dryRun) {
      assertMayOverwrite(target.database);
      await confirmOverwrite(options, target.database);
      await recreateDatabase(target, reporter);
      createdDatabase = true;
      client = await connect(target);
    } else if (options.dryRun) {
      client = await connectIfExists(target); // a dry run never creates anything
    } else {
      const connected = await connectCreatingDatabase(target, reporter);
      client = connected.client;
      createdDatabase = connected.created;
    }
    // Before the lock and anything else: a transaction-mode pooler is refused while nothing has been changed.
    if (client) await assertSessionIsPinned(client, () => connect(target), reporter);
    client?.on('notice', (notice) => {
      const severity = notice.severity ?? 'NOTICE';
      const fromUserCode = (notice as { routine?: string }).routine === 'exec_stmt_raise';
      // NOTICEs named pgmi.* (pgmi.mcp.notification, pgmi.handler.failure) are messages from the template's
      // SQL to its gateway; SQL tests raise them on purpose. Shown only with --verbose.
      const forGateway = severity === 'NOTICE' && /^pgmi\.[a-z_.]+$/.test(notice.message ?? '');
      if (options.verbose || (fromUserCode && !forGateway) || !/^(NOTICE|DEBUG|LOG|INFO)$/.test(severity)) {
        reporter.notice({ severity, message: notice.message ?? '', detail: notice.detail, hint: notice.hint });
      }
    });

    const applied = client
      ? await applyPlan({
          client,
          plan: project.plan,
          config: project.config,
          params: project.params,
          mode: options.mode,
          force: options.force,
          dryRun: options.dryRun,
          skipTests: options.skipTests,
          keepOrphans: Boolean(options.keepOrphans),
          lockWaitMs,
          lockTimeoutMs,
          pgmiVersion: options.pgmiVersion,
          reporter,
          signal: cancellation.signal,
          watch: options.watch && { previous: options.watch.previous, configKey: configKeyOf(project) },
        })
      : dryRunWithoutDatabase(project.plan);
    const deployed: DeployedProject | undefined = options.watch && {
      plan: project.plan,
      configKey: configKeyOf(project),
      recordedFingerprint: applied.increment ? incrementalFingerprint(project.plan.fingerprint) : project.plan.fingerprint,
    };
    return {
      deployed,
      ...applied,
      database: target.database,
      target: describeTarget(target),
      embedded: target.source === 'embedded',
      createdDatabase,
      durationMs: Date.now() - startedAt,
      plan: project.plan,
      params: project.params,
    };
  } catch (error) {
    throw cancellation.translate(error);
  } finally {
    cancellation.dispose();
    await client?.end().catch(() => undefined);
    await place.release();
  }
}

/** What decides a deploy besides the files: pgmi.yaml's deploy settings and the parameters. */
function configKeyOf(project: LoadedProject): string {
  return JSON.stringify({ deploy: project.config.deploy, params: project.params });
}

function dryRunWithoutDatabase(plan: DeployPlan): ApplyResult {
  return emptyResult('dry-run', plan, { statuses: plan.scripts.map((script) => ({ script, status: 'pending' })) });
}

async function confirmOverwrite(options: DeployProjectOptions, database: string): Promise<void> {
  if (options.yes) return;
  if (!options.confirmOverwrite) {
    throw new ConfirmationRefused(`--overwrite would drop database "${database}" and nobody can confirm it here (no terminal)`, {
      hint: 'Pass --yes to confirm in non-interactive use.',
    });
  }
  if (!(await options.confirmOverwrite(database))) {
    throw new ConfirmationRefused(`overwrite of "${database}" not confirmed; nothing was changed`);
  }
}

