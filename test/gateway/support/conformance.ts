// Runs the official MCP conformance suite (@modelcontextprotocol/conformance) against a gateway and reads every
// scenario's checks.json. A scenario fails when any of its checks is a FAILURE, scored or not; "Not testable"
// checks are failures too, so a missing fixture never passes quietly.
import { execa } from 'execa';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'yaml';
import { REPO_ROOT } from '../../support/cli.js';
import { makeTempDir, removeDir } from '../../support/temp-dir.js';

export interface Check {
  status: string;
  name?: string;
  id?: string;
  errorMessage?: string;
}

export interface SuiteRun {
  exitCode: number | undefined;
  output: string;
  scenarios: Map<string, Check[]>;
}

export async function runSuite(command: { file: string; args: string[] }, url: string, flags: string[]): Promise<SuiteRun> {
  const outputDir = await makeTempDir('pgmi-conformance');
  try {
    const run = await execa(command.file, [...command.args, 'server', '--url', url, ...flags, '-o', outputDir], {
      reject: false,
      timeout: 600_000,
      env: { NO_COLOR: '1' },
      cwd: outputDir,
    });
    return { exitCode: run.exitCode, output: `${run.stdout}\n${run.stderr}`, scenarios: await scenarioResults(outputDir) };
  } finally {
    await removeDir(outputDir);
  }
}

async function scenarioResults(dir: string): Promise<Map<string, Check[]>> {
  const results = new Map<string, Check[]>();
  for (const entry of await readdir(dir)) {
    const scenario = /^server-(.+)-\d{4}-\d{2}-\d{2}T.+$/.exec(entry)?.[1] ?? entry;
    try {
      results.set(scenario, JSON.parse(await readFile(join(dir, entry, 'checks.json'), 'utf8')) as Check[]);
    } catch {
      results.set(scenario, [{ status: 'FAILURE', errorMessage: 'no checks.json' }]);
    }
  }
  return results;
}

/** Scenarios that cannot pass, with the suite's own message quoted (test/conformance/impossible.yml). */
export async function impossibleScenarios(suite: string): Promise<string[]> {
  const file = join(REPO_ROOT, 'test', 'conformance', 'impossible.yml');
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return [];
  }
  const parsed = (parse(text) ?? {}) as Record<string, Array<{ scenario: string }> | undefined>;
  return (parsed[suite] ?? []).map((entry) => entry.scenario);
}

/** One line per failing check of every scenario that is not listed as impossible. */
export function failures(run: SuiteRun, impossible: readonly string[]): string[] {
  return [...run.scenarios]
    .filter(([name]) => !impossible.includes(name))
    .flatMap(([name, checks]) =>
      checks.filter((c) => c.status === 'FAILURE').map((c) => `${name}: ${c.id ?? c.name ?? '?'}: ${(c.errorMessage ?? '').slice(0, 300)}`),
    );
}

export function summary(run: SuiteRun): string {
  return [...run.scenarios]
    .map(([name, checks]) => `${checks.some((c) => c.status === 'FAILURE') ? 'FAIL' : 'pass'} ${name}`)
    .sort()
    .join('\n');
}

/** Listed-as-impossible scenarios that passed: the list is stale and must shrink. */
export function stale(run: SuiteRun, impossible: readonly string[]): string[] {
  return impossible.filter((name) => run.scenarios.has(name) && !run.scenarios.get(name)!.some((c) => c.status === 'FAILURE'));
}

/** The gateway's warnings and errors during a run (a failed task says why here), for a failure message. */
export function gatewayWarnings(gateway: { logs: ReadonlyArray<Record<string, unknown>> }): string {
  const lines = gateway.logs.filter((entry) => entry.level === 'warn' || entry.level === 'error').slice(-20);
  return lines.length === 0 ? 'gateway: no warnings' : `gateway warnings (last ${lines.length}):\n${lines.map((entry) => JSON.stringify(entry)).join('\n')}`;
}
