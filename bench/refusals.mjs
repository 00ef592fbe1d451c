// How long the gateway takes to say no (these were limits inside tests, where a loaded machine tripped them; here
// they are ratios of one run):
//   401 for a bad API key, for each reason (malformed, unknown, forged, revoked, expired, inactive), medians over
//   interleaved rounds: the spread between the reasons' medians ÷ AUTH_FAILURE_DELAY_MS (goal < 1: no reason is
//   told apart by its typical time) and the fastest answer ÷ the delay (goal ≥ 1: none answers before it);
//   503 when the pool is exhausted (DB_POOL_SIZE 1, held by a slow call): the time to the refusal ÷
//   DB_POOL_ACQUIRE_TIMEOUT_MS (goal about 1: refused at the timeout, never a hang).
// Env: BENCH_REFUSAL_ROUNDS (rounds of the six reasons, default 15).
import { adminQuery, median, printTable } from './lib.mjs';
import { deployScratchGateway, timedCall } from './scratch-gateway.mjs';

const rounds = Number(process.env.BENCH_REFUSAL_ROUNDS ?? 15);
const DELAY_MS = 150;
const ACQUIRE_MS = 300;
const text = (value) => `RETURN api.mcp_tool_result(jsonb_build_array(jsonb_build_object('type', 'text', 'text', ${value})), request.request_id);`;

export async function benchRefusals() {
  const scratch = await deployScratchGateway('refusals', [
    { name: 'bench_whoami', requiresAuth: true, body: `BEGIN ${text(`coalesce(api.current_user_id()::text, 'nobody')`)} END;` },
    { name: 'bench_sleep', body: `BEGIN PERFORM pg_sleep(3); ${text(`'slept'`)} END;` },
    { name: 'bench_quick', body: `BEGIN ${text(`'quick'`)} END;` },
  ]);
  try {
    await printAuthTiming(scratch);
    await printPoolRefusal(scratch);
  } finally {
    await scratch.cleanup();
  }
}

async function printAuthTiming(scratch) {
  const issue = async (email, seconds) =>
    (await adminQuery(scratch.target, 'SELECT key, key_id FROM membership.issue_api_key_for_email($1, NULL, NULL, $2)', [email, seconds === undefined ? null : new Date(Date.now() + seconds * 1000)])).rows[0];
  const revoked = await issue('revoked@example.com');
  await adminQuery(scratch.target, 'SELECT membership.revoke_api_key_for_operator($1)', [revoked.key_id]);
  const expired = await issue('expired@example.com', 1);
  const inactive = await issue('inactive@example.com');
  await adminQuery(scratch.target, 'SELECT membership.set_user_active(user_id, false) FROM membership.api_key WHERE key_id = $1', [inactive.key_id]);
  const parts = scratch.key.split('_');
  const forged = [...parts.slice(0, -2), 'A'.repeat(parts.at(-2).length), parts.at(-1)].join('_');
  const bad = {
    malformed: 'not-a-key',
    unknown: `${parts[0]}_0123456789ab_${'B'.repeat(43)}_000000`,
    forged,
    revoked: revoked.key,
    expired: expired.key,
    inactive: inactive.key,
  };
  // The expiring key must have expired (by the database's clock) before the first round.
  while (!(await adminQuery(scratch.target, 'SELECT now() >= expires_at AS past FROM membership.api_key WHERE key_id = $1', [expired.key_id])).rows[0].past) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const gateway = await scratch.startGateway({ AUTH_FAILURE_DELAY_MS: String(DELAY_MS) });
  try {
    const reasons = Object.keys(bad);
    const samples = Object.fromEntries(reasons.map((reason) => [reason, []]));
    const statuses = new Set();
    // Interleaved and rotated each round, so load on a shared machine falls on every reason alike.
    for (let round = 0; round < rounds; round++) {
      for (const reason of [...reasons.slice(round % reasons.length), ...reasons.slice(0, round % reasons.length)]) {
        const { status, ms } = await timedCall(gateway.url, 'bench_whoami', { authorization: `Bearer ${bad[reason]}` });
        statuses.add(status);
        samples[reason].push(ms);
      }
    }
    const medians = reasons.map((reason) => median(samples[reason]));
    const fastest = Math.min(...reasons.flatMap((reason) => samples[reason]));
    printTable(`refusals: 401 per reason, AUTH_FAILURE_DELAY_MS ${DELAY_MS}, ${rounds} rounds`, [
      ...reasons.map((reason, i) => [`${reason} median ms`, medians[i].toFixed(1)]),
      ['statuses seen (goal: 401 only)', [...statuses].join(', ')],
      ['spread of the medians ÷ delay (goal < 1)', ((Math.max(...medians) - Math.min(...medians)) / DELAY_MS).toFixed(2)],
      ['fastest answer ÷ delay (goal ≥ 1)', (fastest / DELAY_MS).toFixed(2)],
    ]);
  } finally {
    await gateway.stop();
  }
}

async function printPoolRefusal(scratch) {
  const gateway = await scratch.startGateway({ DB_POOL_SIZE: '1', DB_POOL_ACQUIRE_TIMEOUT_MS: String(ACQUIRE_MS), MCP_TASK_CONCURRENCY: '0' });
  try {
    const refusals = [];
    for (let i = 0; i < 5; i++) {
      const busy = timedCall(gateway.url, 'bench_sleep');
      // The slow call holds the one connection once its handler sleeps.
      while (Number((await adminQuery(scratch.target, "SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event = 'PgSleep'")).rows[0].n) === 0) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      refusals.push(await timedCall(gateway.url, 'bench_quick'));
      await busy;
    }
    printTable(`refusals: 503 on an exhausted pool (DB_POOL_SIZE 1, DB_POOL_ACQUIRE_TIMEOUT_MS ${ACQUIRE_MS})`, [
      ['statuses (goal: 503 each)', refusals.map((r) => r.status).join(', ')],
      ['median ms to the refusal', median(refusals.map((r) => r.ms)).toFixed(1)],
      ['median ÷ acquire timeout (goal about 1)', (median(refusals.map((r) => r.ms)) / ACQUIRE_MS).toFixed(2)],
    ]);
  } finally {
    await gateway.stop();
  }
}
