// The official MCP conformance suite (@modelcontextprotocol/conformance 0.1.13, the last that runs on
// Node 20), every server scenario including the pending ones, against the gateway in front of a project
// deployed with the conformance fixtures (the suite's fixed tool, resource and prompt names, registered as SQL
// handlers by the test overlay test/fixtures/conformance/). Every scenario must pass: sampling and elicitation run through the
// gateway's bridge of a handler's "input required" answer to real server→client requests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { REPO_ROOT } from '../support/cli.js';
import { startFixture, type GatewayFixture } from './support/fixture.js';
import { failures, gatewayWarnings, impossibleScenarios, runSuite, stale, summary } from './support/conformance.js';

const CONFORMANCE = join(REPO_ROOT, 'node_modules', '.bin', 'conformance');

let fixture: GatewayFixture;

beforeAll(async () => {
  fixture = await startFixture('conformance', { conformanceFixtures: true });
}, 300_000);

afterAll(async () => {
  await fixture?.stop();
});

describe('MCP conformance suite 0.1.13', () => {
  it('passes every server scenario (--suite all)', async () => {
    const run = await runSuite({ file: CONFORMANCE, args: [] }, fixture.gateway.mcpUrl, ['--suite', 'all']);
    process.stderr.write(`[conformance 0.1.13] ${run.scenarios.size} scenarios\n${summary(run)}\n`);
    expect(run.scenarios.size, run.output.slice(-4000)).toBeGreaterThanOrEqual(32);
    const impossible = await impossibleScenarios('0.1.13');
    expect(failures(run, impossible), `${run.output.slice(-4000)}\n${gatewayWarnings(fixture.gateway)}`).toEqual([]);
    expect(stale(run, impossible), 'listed as impossible but passing: remove them from test/conformance/impossible.yml').toEqual([]);
    expect(run.exitCode, run.output.slice(-4000)).toBe(0);
  }, 600_000);
});
