// notifications/cancelled (2024-11-05 … 2025-11-25): a client stops one of its requests. The request may be
// running on this replica or, behind a load balancer, on another one. Each running request of a handshake
// revision is tracked under a key only its own client can compute -- a digest of the session id, the
// Authorization header and the request id -- and a cancel for a key this process does not run is announced on
// the channel pgmi_request_cancel; the replica that runs it aborts it there. Aborting is what a client that goes
// away already does (db/transaction.ts): the statement gets a cancel request and its transaction rolls back.
// Whoever reads the channel learns digests, which name no session, credential or request; forging one needs the
// session id and the credential themselves. A request without a session and without a credential cannot be told
// apart from any other anonymous caller's, so it is not cancellable this way (closing its connection still is).
import { createHash } from 'node:crypto';
import type pg from 'pg';
import { describeError, type Logger } from '../log.js';
import { idOf, type JsonRpcId } from '../json-rpc.js';
import type { McpExchange, McpMessage } from './exchange.js';
import { Stop, type StopSignal } from '../http/stop-signal.js';

/** Digests of cancelled requests, for the replica that runs them. */
export const REQUEST_CANCEL_CHANNEL = 'pgmi_request_cancel';

export interface TrackedRequest {
  /** Aborted when the client goes away or cancels the request. */
  signal: StopSignal;
  /** The client cancelled it (notifications/cancelled): it gets no response. */
  isCancelled(): boolean;
  /** The request is over: it can no longer be cancelled. */
  done(): void;
}

/** The key of a request a client may cancel; undefined when the request cannot be attributed to one client. */
export function cancellationKey(sessionId: string | undefined, authorization: string | undefined, requestId: JsonRpcId): string | undefined {
  if (requestId === null || (sessionId === undefined && authorization === undefined)) return undefined;
  return createHash('sha256').update(JSON.stringify(['pgmi.cancel', sessionId ?? null, authorization ?? null, requestId])).digest('hex');
}

interface Running {
  cancel(): void;
}

export class RequestCancellation {
  private readonly inFlight = new Map<string, Set<Running>>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly log: Logger,
  ) {}

  track(key: string | undefined, clientGone: StopSignal): TrackedRequest {
    const stop = new Stop();
    const onGone = (): void => stop.abort('client-gone');
    if (clientGone.aborted) stop.abort('client-gone');
    else clientGone.addEventListener('abort', onGone, { once: true });
    let isCancelled = false;
    const running: Running = {
      cancel: () => {
        isCancelled = true;
        stop.abort('cancelled');
      },
    };
    const requests = key === undefined ? undefined : (this.inFlight.get(key) ?? new Set<Running>());
    if (key !== undefined && requests) {
      this.inFlight.set(key, requests);
      requests.add(running);
    }
    return {
      signal: stop,
      isCancelled: () => isCancelled,
      done: () => {
        clientGone.removeEventListener('abort', onGone);
        if (key === undefined || !requests) return;
        requests.delete(running);
        if (requests.size === 0 && this.inFlight.get(key) === requests) this.inFlight.delete(key);
      },
    };
  }

  /** Tracks one message of a handshake-revision request so that its client can cancel it; stateless ones are not. */
  trackMessage(exchange: McpExchange, message: McpMessage, authorization: string | undefined, clientGone: StopSignal): TrackedRequest {
    const id = 'id' in message.parsed ? idOf(message.parsed) : null;
    const key = exchange.era === 'handshake' ? cancellationKey(exchange.sessionId, authorization, id) : undefined;
    return this.track(key, clientGone);
  }

  /** A client's notifications/cancelled: the request stops here, or every replica is told. */
  async cancel(key: string): Promise<void> {
    if (this.abortHere(key)) return;
    await this.pool
      .query('SELECT pg_catalog.pg_notify($1, $2)', [REQUEST_CANCEL_CHANNEL, key])
      .catch((error: unknown) => this.log.warn('announcing a cancelled request failed', { error: describeError(error) }));
  }

  /** pgmi_request_cancel: another replica received the cancel. */
  onAnnounced(payload: string | undefined): void {
    if (payload) this.abortHere(payload);
  }

  private abortHere(key: string): boolean {
    const requests = this.inFlight.get(key);
    if (!requests || requests.size === 0) return false;
    for (const running of requests) running.cancel();
    return true;
  }
}
