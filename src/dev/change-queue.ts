// The order of work under `pgmi dev --watch`: one change handled at a time, saves that arrive meanwhile merged
// into the next one (a burst is one redeploy of the final state), and the slow tail of the previous change
// (the rest of the test suite) abandoned as soon as a newer save arrives. A failure is the handler's to
// report; it never stops the queue, so every later save is still handled.
import type { ProjectChange } from './watch-project.js';

export interface ChangeQueue {
  push(change: ProjectChange): void;
  /** Resolves when nothing is running or queued. */
  idle(): Promise<void>;
}

/** `handle` gets the merged change and a signal aborted when a newer change arrives. */
export function createChangeQueue(
  handle: (change: ProjectChange, superseded: AbortSignal) => Promise<void>,
  onUnexpected: (error: unknown) => void,
): ChangeQueue {
  let queued: ProjectChange | undefined;
  let current: AbortController | undefined;
  let running: Promise<void> | undefined;

  const drain = async () => {
    while (queued) {
      const change = queued;
      queued = undefined;
      current = new AbortController();
      try {
        await handle(change, current.signal);
      } catch (error) {
        onUnexpected(error);
      }
    }
    running = undefined;
  };

  return {
    push(change) {
      queued = queued ? { sql: [...new Set([...queued.sql, ...change.sql])].sort(), gateway: [...new Set([...queued.gateway, ...change.gateway])].sort() } : change;
      current?.abort();
      running ??= drain();
    },
    idle: async () => {
      while (running) await running;
    },
  };
}
