// Long-running tools as tasks, driven the way a 2026-07-28 client with the tasks extension drives them: tools/call
// answers a task, tasks/get polls it. Plus a task tool of the test's own (registered through the template's API).
import { randomUUID } from 'node:crypto';
import type { TestDatabase } from '../../support/test-database.js';
import { postMcp, type RawResponse } from './http.js';
import { waitUntil } from '../../support/poll.js';

const MODERN = '2026-07-28';
export const TASKS_EXTENSION = { extensions: { 'io.modelcontextprotocol/tasks': {} } };
export const TERMINAL = new Set(['completed', 'failed', 'cancelled']);

/** One 2026-07-28 request with the tasks extension declared (and the Mcp-Method / Mcp-Name headers it needs). */
export function postModern(mcpUrl: string, method: string, params: Record<string, unknown>, key?: string): Promise<RawResponse> {
  const name = typeof params.name === 'string' ? params.name : typeof params.taskId === 'string' ? params.taskId : undefined;
  return postMcp(
    mcpUrl,
    { jsonrpc: '2.0', id: 1, method, params: { ...params, _meta: { 'io.modelcontextprotocol/protocolVersion': MODERN, 'io.modelcontextprotocol/clientCapabilities': TASKS_EXTENSION } } },
    { 'mcp-protocol-version': MODERN, 'mcp-method': method, ...(name ? { 'mcp-name': name } : {}), ...(key ? { authorization: `Bearer ${key}` } : {}) },
  );
}

/** tools/call of a task tool: the created task's id (throws with the answer when no task was created). */
export async function createTask(mcpUrl: string, tool: string, args: Record<string, unknown>, key?: string): Promise<string> {
  const created = await postModern(mcpUrl, 'tools/call', { name: tool, arguments: args }, key);
  const taskId = created.json?.result?.taskId;
  if (typeof taskId !== 'string') throw new Error(`no task created (${created.status}): ${created.text.slice(0, 300)}`);
  return taskId;
}

/** tasks/get: the task as its creator sees it (undefined when the call itself failed, e.g. 503). */
export async function getTask(mcpUrl: string, taskId: string, key?: string): Promise<Record<string, any> | undefined> {
  const got = await postModern(mcpUrl, 'tasks/get', { taskId }, key).catch(() => undefined);
  return got?.json?.result;
}

/** Waits until every task is completed, failed or cancelled; answers their final states (or throws naming the stragglers). */
export async function waitForTasks(mcpUrl: string, taskIds: readonly string[], key: string | undefined, timeoutMs: number): Promise<Map<string, Record<string, any>>> {
  const final = new Map<string, Record<string, any>>();
  await waitUntil(async () => {
    for (const taskId of taskIds) {
      if (final.has(taskId)) continue;
      const task = await getTask(mcpUrl, taskId, key);
      if (task && TERMINAL.has(task.status)) final.set(taskId, task);
    }
    return final.size === taskIds.length;
  }, timeoutMs, 250);
  const open = taskIds.filter((taskId) => !final.has(taskId));
  if (open.length > 0) throw new Error(`tasks still unfinished after ${timeoutMs} ms: ${open.join(', ')}`);
  return final;
}

/** A tool that always runs as a task (taskSupport "required") with `body` as its handler. */
export async function registerTaskTool(db: Pick<TestDatabase, 'query'>, name: string, body: string, requiresAuth = true): Promise<void> {
  await db.query('SELECT api.create_or_replace_mcp_handler($1::jsonb, $2)', [
    JSON.stringify({ id: randomUUID(), type: 'tool', name, description: `test task tool ${name}`, requiresAuth, execution: { taskSupport: 'required' },
      inputSchema: { type: 'object', properties: { seconds: { type: 'number' } } } }),
    body,
  ]);
}

/** A task tool that works for `seconds` (default 1), reporting progress, then answers "done". */
export const SLEEPING_TASK_BODY = `BEGIN
  PERFORM api.mcp_progress(1, 2, 'step 1 of 2');
  PERFORM pg_sleep(coalesce((request.arguments->>'seconds')::float, 1));
  RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text('done')), request.request_id);
END;`;

/**
 * The backend running a task -- the holder of its claim's advisory lock -- or null. `sleeping`: only while that
 * backend is in its handler's pg_sleep.
 */
export async function taskRunnerPid(db: Pick<TestDatabase, 'query'>, taskId: string, sleeping = false): Promise<number | null> {
  const { rows } = await db.query<{ pid: number }>(
    `SELECT a.pid FROM api.mcp_task t
       JOIN pg_locks l ON l.locktype = 'advisory' AND l.objsubid = 1 AND l.granted AND ((l.classid::bigint << 32) | l.objid::bigint) = t.claim_key
       JOIN pg_stat_activity a ON a.pid = l.pid
      WHERE t.task_id = $1 AND (NOT $2 OR (a.state = 'active' AND a.wait_event = 'PgSleep'))`,
    [taskId, sleeping],
  );
  return rows[0]?.pid ?? null;
}
