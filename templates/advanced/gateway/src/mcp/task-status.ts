// notifications/tasks/status on a 2025-11-25 session's GET stream. A task made in a session announces each change
// of its status on pgmi_task as {"handle", "event": "status", "session"} (handles only: lib/api/
// 30-mcp-tasks-2025-11-25.sql). The replica that holds a GET stream of that session reads the Task with the
// session's id (api.mcp_task_status_2025, which answers nothing without it) and sends it on the session's streams.
// The revision lets a receiver send this notification ("MAY") and tells clients to expect messages on any stream,
// the GET stream included; a client that listens learns that its task ended without waiting on tasks/result.
import { isJsonObject } from '../json-rpc.js';
import { describeError } from '../log.js';
import type { Services } from '../services.js';

/** A pgmi_task payload: for a status change of a task made in a session held here, the notification on its streams. */
export async function relayTaskStatus(services: Pick<Services, 'db' | 'hub' | 'log'>, payload: string | undefined): Promise<void> {
  let event: unknown;
  try {
    event = JSON.parse(payload ?? '');
  } catch {
    return;
  }
  if (!isJsonObject(event) || event.event !== 'status' || typeof event.handle !== 'string' || typeof event.session !== 'string') return;
  const sessionId = services.hub.sessionIdOf(event.session);
  if (sessionId === undefined) return; // no GET stream of that session here
  try {
    const { rows } = await services.db.primary.query<{ task: unknown }>('SELECT api.mcp_task_status_2025($1, $2) AS task', [sessionId, event.handle]);
    const task = rows[0]?.task;
    if (isJsonObject(task)) services.hub.notifySession(event.session, { jsonrpc: '2.0', method: 'notifications/tasks/status', params: task });
  } catch (error) {
    services.log.warn('reading a task status for notifications/tasks/status failed', { error: describeError(error) });
  }
}
