// tasks/result of a 2025-11-25 session, which blocks until the task has ended (lib/api/30-mcp-tasks-2025-11-25.sql).
// SQL cannot wait, so for an unfinished task it answers one of two markers that never reach the client:
// "task_pending" (still working): this module waits the task's pollInterval and asks again, and sends
// notifications/tasks/status on the response stream whenever the status or its message changes (and once more when
// the task ends); "input_required": mcp/interactive.ts sends the task's input requests to the client (tagged with
// _meta related-task) and asks again with the answers. The wait ends with the task, when the client goes away, or
// at shutdown (the client then calls tasks/result again, on any replica).
import { ErrorCode, idOf, isJsonObject, jsonRpcError, type JsonObject } from '../json-rpc.js';
import type { TransactionOutcome } from '../db/transaction.js';
import type { Services } from '../services.js';
import { dispatchMessage } from './dispatch.js';
import type { McpMessage } from './exchange.js';
import { dispatchInteractive, type InteractiveOptions } from './interactive.js';

const PENDING = 'task_pending';
const DEFAULT_POLL_MS = 500;

/**
 * Task methods of 2025-11-25 that SQL answers at once. They get a plain JSON answer even in a resumable session
 * (when the client takes JSON): the revision says "servers SHOULD NOT upgrade to an SSE stream in response to a
 * tasks/get request, as the client has indicated it wishes to poll"; tasks/list and tasks/cancel have nothing to
 * stream either. tasks/result waits, and streams.
 */
const ANSWERED_AT_ONCE = new Set(['tasks/get', 'tasks/list', 'tasks/cancel']);

export function answersAtOnce(message: McpMessage): boolean {
  const method = message.parsed.method;
  return typeof method === 'string' && ANSWERED_AT_ONCE.has(method);
}

/** tasks/result of a handshake session: asks SQL until the task has ended (or the wait must stop). */
export async function awaitTaskResult(services: Services, message: McpMessage, options: InteractiveOptions): Promise<TransactionOutcome<string | null>> {
  let shown: string | undefined;
  let retries = 0;
  const announce = (task: JsonObject): void => {
    const seen = JSON.stringify([task.status, task.statusMessage]);
    if (seen === shown) return;
    shown = seen;
    options.emit?.({ jsonrpc: '2.0', method: 'notifications/tasks/status', params: task });
  };
  for (;;) {
    const outcome = await dispatchInteractive(services, message, options);
    if (!outcome.ok) return outcome;
    retries += outcome.retries;
    const task = pendingTask(outcome.value);
    if (!task) {
      if (shown !== undefined) await announceEnd(services, message, options, announce);
      return { ...outcome, retries };
    }
    announce(task);
    const pollMs = typeof task.pollInterval === 'number' && task.pollInterval > 0 ? task.pollInterval : DEFAULT_POLL_MS;
    if (!(await services.clientRequests.pause(pollMs, options.signal))) {
      const stopping = jsonRpcError(idOf(message.parsed), ErrorCode.InternalError, 'Internal error: the gateway is stopping; call tasks/result again', {
        code: 'pgmi.shutting_down',
      });
      return { ok: true, retries, value: JSON.stringify(stopping) };
    }
  }
}

/** The Task of a "task_pending" answer, or undefined for anything else (the end, or an error). */
function pendingTask(text: string | null): JsonObject | undefined {
  if (text === null || !text.includes(PENDING)) return undefined; // the common case, without a parse
  const envelope: unknown = JSON.parse(text);
  if (!isJsonObject(envelope) || !isJsonObject(envelope.result) || envelope.result.resultType !== PENDING) return undefined;
  return isJsonObject(envelope.result.task) ? envelope.result.task : {};
}

/** After waiting, the final status too, so a client that follows notifications sees the task end. */
async function announceEnd(services: Services, message: McpMessage, options: InteractiveOptions, announce: (task: JsonObject) => void): Promise<void> {
  if (!options.emit) return;
  const params = isJsonObject(message.parsed.params) ? message.parsed.params : {};
  const parsed = { jsonrpc: '2.0', id: idOf(message.parsed), method: 'tasks/get', params: { taskId: params.taskId } };
  const outcome = await dispatchMessage(services, { parsed, sqlText: JSON.stringify(parsed) }, { policy: options.policy, context: options.context, signal: options.signal });
  if (!outcome.ok || outcome.value === null) return;
  const envelope: unknown = JSON.parse(outcome.value);
  if (isJsonObject(envelope) && isJsonObject(envelope.result)) announce(envelope.result);
}
