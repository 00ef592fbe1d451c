// Fair tasks: one principal's flood does not starve another's task, unfinished tasks are capped per caller and in
// total (429 / 503 + Retry-After, a message that says the cap and what to do), and a running task's statusMessage
// says each thing once. Alice queues 200 half-hour activity reports; Bob's short one is claimed in the next claim
// round (before any more of Alice's) and completes while hers wait.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployAdvancedProject, type DeployedProject } from './support/project.js';
import { startGateway, type GatewayHandle } from './support/gateway-process.js';
import { issueApiKey, type IssuedKey } from './support/keys.js';
import { createTask, getTask, postModern, registerTaskTool, waitForTasks } from './support/tasks.js';
import { waitUntil } from '../support/poll.js';

let project: DeployedProject;
let gateway: GatewayHandle;
let alice: IssuedKey;
let bob: IssuedKey;

beforeAll(async () => {
  // The per-caller cap comes from a deploy parameter (written to internal.setting by the deploy).
  project = await deployAdvancedProject('fairness', { params: { mcp_task_max_queued_per_principal: '200' } });
  alice = await issueApiKey(project.db, 'alice.fair@example.com');
  bob = await issueApiKey(project.db, 'bob.fair@example.com');
  await registerTaskTool(project.db, 'status_task', `BEGIN
    PERFORM api.mcp_progress(1, 4, 'step 1 of 4');
    PERFORM pg_sleep(60);
    RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text('done')), request.request_id);
  END;`);
  gateway = await startGateway({ projectDir: project.dir, databaseUrl: project.gatewayUrl, env: { MCP_TASK_POLL_MS: '500' } });
}, 300_000);

afterAll(async () => {
  await gateway?.stop();
  await project?.cleanup();
});

async function userIdOf(key: IssuedKey): Promise<string> {
  return String((await project.db.query("SELECT user_id FROM membership.api_key WHERE key_id = $1", [key.keyId])).rows[0]!.user_id);
}

describe('a running task', () => {
  it('says each thing once in its statusMessage', async () => {
    const taskId = await createTask(gateway.mcpUrl, 'status_task', {}, bob.key);
    let message: unknown;
    expect(await waitUntil(async () => (message = (await getTask(gateway.mcpUrl, taskId, bob.key))?.statusMessage) !== undefined, 30_000)).toBe(true);
    expect(message).toBe('step 1 of 4');
    expect((await postModern(gateway.mcpUrl, 'tasks/cancel', { taskId }, bob.key)).status).toBe(200);
    expect((await waitForTasks(gateway.mcpUrl, [taskId], bob.key, 30_000)).get(taskId)?.status).toBe('cancelled');
  }, 60_000);
});

describe('tasks of several principals', () => {
  it("claims Bob's task in the next claim round while Alice has 200 queued, and caps Alice at 200", async () => {
    const queued: string[] = [];
    for (let i = 0; i < 200; i++) queued.push(await createTask(gateway.mcpUrl, 'activity_report', { minutes: 30 }, alice.key));
    // Alice's flood is running.
    const runs = async (): Promise<number> =>
      Number((await project.db.query("SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'SELECT api.mcp_task_run%' AND state = 'active'")).rows[0]!.n);
    expect(await waitUntil(async () => (await runs()) >= 2, 30_000)).toBe(true);

    const bobsTask = await createTask(gateway.mcpUrl, 'activity_report', { minutes: 0.02 }, bob.key);
    const done = await waitForTasks(gateway.mcpUrl, [bobsTask], bob.key, 60_000);
    expect(done.get(bobsTask)?.status).toBe('completed');
    // Alice ran two at a time (mcp_task_max_running_per_principal) and no other task of hers was claimed before
    // Bob's: his was the next claim.
    const aliceId = await userIdOf(alice);
    const aliceClaimed = await project.db.query<{ claimed: string; working: string }>(
      "SELECT count(*) FILTER (WHERE attempts > 0) AS claimed, count(*) FILTER (WHERE status = 'working') AS working FROM api.mcp_task WHERE user_id = $1",
      [aliceId],
    );
    expect(aliceClaimed.rows[0]).toEqual({ claimed: '2', working: '200' });

    // Her 201st is refused: the cap, what to do, and when to come back.
    const refused = await postModern(gateway.mcpUrl, 'tools/call', { name: 'activity_report', arguments: { minutes: 30 } }, alice.key);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('10');
    expect(refused.json.error).toEqual({
      code: -32010,
      message: 'Too many unfinished tasks: this caller has 200, the limit is 200. Wait for some to finish (tasks/get) or cancel them (tasks/cancel), then call again.',
      data: { code: 'pgmi.task_limit', limit: 'principal', max: 200, retryAfterSeconds: 10 },
    });
    // The server's cap: 503 for everyone.
    await project.db.query("INSERT INTO internal.setting (key, value) VALUES ('mcp_task_max_queued', '200') ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value");
    const full = await postModern(gateway.mcpUrl, 'tools/call', { name: 'activity_report', arguments: { minutes: 0 } }, bob.key);
    expect(full.status).toBe(503);
    expect(full.headers.get('retry-after')).toBe('10');
    expect(full.json.error.message).toBe('The server has 200 unfinished tasks, its limit; call again later.');
    // Cancelling frees room.
    await postModern(gateway.mcpUrl, 'tasks/cancel', { taskId: queued[queued.length - 1] }, alice.key);
    expect((await postModern(gateway.mcpUrl, 'tools/call', { name: 'activity_report', arguments: { minutes: 0 } }, bob.key)).json.result.resultType).toBe('task');
  }, 180_000);
});
