// The official MCP conformance suite (@modelcontextprotocol/conformance 0.1.13, the last that runs on
// Node 20), every server scenario including the pending ones, against the gateway in front of a project
// deployed with the template's conformance fixture module (the suite's fixed tool, resource and prompt
// names, registered as SQL handlers). Scenarios the gateway cannot pass yet are listed, with reasons, in
// test/conformance/expected-failures.yml.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execa } from 'execa';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'yaml';
import { REPO_ROOT } from '../support/cli.js';
import { makeTempDir, removeDir } from '../support/temp-dir.js';
import { startFixture, type GatewayFixture } from './support/fixture.js';

const CONFORMANCE = join(REPO_ROOT, 'node_modules', '.bin', 'conformance');
const EXPECTED_FAILURES = join(REPO_ROOT, 'test', 'conformance', 'expected-failures.yml');

let fixture: GatewayFixture;
let outputDir: string;

/** The deploy parameter that switches the fixture module on, read from the template's own pgmi.yaml. */
async function fixtureParam(): Promise<string> {
  const template = await readFile(join(REPO_ROOT, 'templates', 'advanced', 'pgmi.yaml.hbs'), 'utf8');
  const name = /^\s+([a-z_]*conformance[a-z_]*):/m.exec(template)?.[1];
  if (!name) throw new Error('templates/advanced/pgmi.yaml.hbs declares no conformance fixture parameter (params: …conformance…)');
  return name;
}

beforeAll(async () => {
  fixture = await startFixture('conformance', { params: { [await fixtureParam()]: 'on' } });
  outputDir = await makeTempDir('pgmi-conformance');
}, 300_000);

afterAll(async () => {
  await fixture?.stop();
  if (outputDir) await removeDir(outputDir);
});

interface Check {
  status: string;
  name?: string;
  id?: string;
  errorMessage?: string;
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

describe('MCP conformance suite', () => {
  it('passes every server scenario except the listed expected failures', async () => {
    const run = await execa(CONFORMANCE, ['server', '--url', fixture.gateway.mcpUrl, '--suite', 'all', '-o', outputDir, '--expected-failures', EXPECTED_FAILURES], {
      reject: false,
      timeout: 600_000,
      env: { NO_COLOR: '1' },
    });
    const results = await scenarioResults(outputDir);
    const failed = [...results].filter(([, checks]) => checks.some((c) => c.status === 'FAILURE')).map(([name]) => name).sort();
    const expected = ((parse(await readFile(EXPECTED_FAILURES, 'utf8')) as { server?: string[] }).server ?? []).slice().sort();
    const summary = [...results].map(([name, checks]) => `${checks.some((c) => c.status === 'FAILURE') ? 'FAIL' : 'pass'} ${name}`).sort().join('\n');
    process.stderr.write(`[conformance] ${results.size} scenarios\n${summary}\n`);
    const details = [...results]
      .filter(([name, checks]) => !expected.includes(name) && checks.some((c) => c.status === 'FAILURE'))
      .map(([name, checks]) => `${name}: ${checks.filter((c) => c.status === 'FAILURE').map((c) => c.errorMessage ?? c.name ?? c.id).join('; ')}`);
    expect(details, `${run.stdout}\n${run.stderr}`.slice(-4000)).toEqual([]);
    expect(failed, 'failing scenarios must be exactly the listed ones (remove an entry once it passes)').toEqual(expected);
    expect(run.exitCode, `${run.stdout}\n${run.stderr}`.slice(-4000)).toBe(0);
  }, 600_000);
});
