// A call's stop signal: raised when its client goes away, or cancels it (notifications/cancelled). The part of
// AbortSignal the gateway uses -- `aborted`, `reason`, and 'abort' listeners that run once -- without AbortController:
// in Node 20 every AbortSignal survives young-generation collections and is promoted to the old generation,
// and with it whatever its listeners reach, a call's closures included (measured: a million AbortControllers
// promoted 339 MB; the same loop with plain objects, 0.2 MB). The gateway made two per call, and its scavenges
// copied about ten times what the floor server's did. Nothing here is handed to an API that needs a real
// AbortSignal (fetch and timers get AbortSignal.timeout of their own).

/** Why a call stopped: its client closed the connection, or cancelled the call (notifications/cancelled). */
export type StopReason = 'client-gone' | 'cancelled';

/** What a step, a dispatch or a wait may do with a call's stop signal. AbortSignal has this shape too. */
export interface StopSignal {
  readonly aborted: boolean;
  /** Why it was raised (a StopReason; undefined until then). */
  readonly reason?: unknown;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

export class Stop implements StopSignal {
  private isAborted = false;
  private why: StopReason | undefined;
  private listeners: Array<() => void> = [];

  get aborted(): boolean {
    return this.isAborted;
  }

  get reason(): StopReason | undefined {
    return this.why;
  }

  /** Every listener runs once, when the signal is raised (so `once` changes nothing); one added afterwards never runs
   * (as with AbortSignal). */
  addEventListener(_type: 'abort', listener: () => void, _options?: { once?: boolean }): void {
    if (!this.isAborted && !this.listeners.includes(listener)) this.listeners.push(listener);
  }

  removeEventListener(_type: 'abort', listener: () => void): void {
    const at = this.listeners.indexOf(listener);
    if (at >= 0) this.listeners.splice(at, 1);
  }

  /** Raises the signal (once: the first reason stays). A listener that throws does not keep the others from running;
   * its error is rethrown on its own, as an uncaught error, as EventTarget reports one. */
  abort(reason: StopReason): void {
    if (this.isAborted) return;
    this.isAborted = true;
    this.why = reason;
    const listeners = this.listeners;
    this.listeners = [];
    for (const listener of listeners) {
      try {
        listener();
      } catch (error) {
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }
}
