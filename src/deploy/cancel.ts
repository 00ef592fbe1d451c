// Ctrl-C and --timeout: cancel the query that is running (from a second connection, as psql does), so the
// server rolls the transaction back, and report 130 or 16 instead of the resulting SQL error.
import type pg from 'pg';
import { DeployTimeout, Interrupted, isPgmiError } from '../errors.js';
import { connect } from '../db/client.js';
import type { ConnectionTarget } from '../db/connection.js';
import { formatDuration } from '../project/duration.js';

export interface Cancellation {
  signal: AbortSignal;
  translate(error: unknown): unknown;
  dispose(): void;
}

export function watchCancellation(input: {
  signal: AbortSignal;
  timeoutMs?: number;
  target: ConnectionTarget;
  client: () => pg.Client | undefined;
}): Cancellation {
  const controller = new AbortController();
  const cancelRunningQuery = async () => {
    const client = input.client() as (pg.Client & { processID?: number }) | undefined;
    const pid = client?.processID;
    if (!pid) return;
    const side = await connect(input.target, input.target.database).catch(() => undefined);
    await side?.query('SELECT pg_catalog.pg_cancel_backend($1)', [pid]).catch(() => undefined);
    await side?.end().catch(() => undefined);
  };
  const abort = (reason: Error) => {
    if (controller.signal.aborted) return;
    controller.abort(reason);
    void cancelRunningQuery();
  };
  const onInterrupt = () => abort(new Interrupted('interrupted; the running deploy was cancelled and rolled back'));
  if (input.signal.aborted) onInterrupt();
  input.signal.addEventListener('abort', onInterrupt, { once: true });
  const timer =
    input.timeoutMs && input.timeoutMs > 0
      ? setTimeout(
          () => abort(new DeployTimeout(`timed out after ${formatDuration(input.timeoutMs ?? 0)}; the deploy was cancelled and rolled back`, { hint: 'Raise --timeout, or look for a statement waiting on a lock.' })),
          input.timeoutMs,
        )
      : undefined;
  return {
    signal: controller.signal,
    translate(error) {
      if (!controller.signal.aborted) return error;
      if (isPgmiError(error) && (error instanceof Interrupted || error instanceof DeployTimeout)) return error;
      return controller.signal.reason;
    },
    dispose() {
      if (timer) clearTimeout(timer);
      input.signal.removeEventListener('abort', onInterrupt);
    },
  };
}
