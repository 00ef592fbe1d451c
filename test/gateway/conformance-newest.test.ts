// The newest MCP conformance release (@modelcontextprotocol/conformance 0.2.0-alpha.12, which needs Node 22:
// test/support/node22.ts installs both from the npm registry into a cache folder), three ways: every scenario
// (--suite all), and the frozen requirement sets of 2025-11-25 (handshake wire) and 2026-07-28 (stateless wire).
// Every scenario must pass, scored or not (tasks extension, pending ones included); a "Not testable" check is a
// failure. Only scenarios listed in test/conformance/impossible.yml (with the suite's own message) are exempt.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { cachedNpmInstall, node22Binary } from '../support/node22.js';
import { startFixture, type GatewayFixture } from './support/fixture.js';
import { failures, gatewayWarnings, impossibleScenarios, runSuite, stale, summary } from './support/conformance.js';

export const CONFORMANCE_VERSION = '0.2.0-alpha.12';

let fixture: GatewayFixture;
let command: { file: string; args: string[] };

beforeAll(async () => {
  const [node, dir] = await Promise.all([
    node22Binary(),
    cachedNpmInstall(`conformance-${CONFORMANCE_VERSION}`, [`@modelcontextprotocol/conformance@${CONFORMANCE_VERSION}`],
      join('node_modules', '@modelcontextprotocol', 'conformance', 'package.json')),
  ]);
  command = { file: node, args: [join(dir, 'node_modules', '@modelcontextprotocol', 'conformance', 'dist', 'index.js')] };
  fixture = await startFixture('conformance-newest', { conformanceFixtures: true });
}, 600_000);

afterAll(async () => {
  await fixture?.stop();
});

const RUNS: Array<{ label: string; flags: string[]; minimum: number }> = [
  { label: 'all', flags: ['--suite', 'all'], minimum: 65 },
  { label: 'requirements 2025-11-25', flags: ['--requirements', '2025-11-25'], minimum: 33 },
  { label: 'requirements 2026-07-28', flags: ['--requirements', '2026-07-28'], minimum: 50 },
];

describe(`MCP conformance suite ${CONFORMANCE_VERSION} (Node 22)`, () => {
  for (const { label, flags, minimum } of RUNS) {
    it(`passes every scenario (${label})`, async () => {
      const run = await runSuite(command, fixture.gateway.mcpUrl, flags);
      process.stderr.write(`[conformance ${CONFORMANCE_VERSION} ${label}] ${run.scenarios.size} scenarios\n${summary(run)}\n`);
      expect(run.scenarios.size, run.output.slice(-4000)).toBeGreaterThanOrEqual(minimum);
      const impossible = await impossibleScenarios(`${CONFORMANCE_VERSION} ${label}`);
      expect(failures(run, impossible), `${run.output.slice(-4000)}\n${gatewayWarnings(fixture.gateway)}`).toEqual([]);
      expect(stale(run, impossible), 'listed as impossible but passing: remove them from test/conformance/impossible.yml').toEqual([]);
    }, 600_000);
  }
});
