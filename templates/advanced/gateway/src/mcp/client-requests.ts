// Server→client requests for the handshake revisions (elicitation/create, sampling/createMessage, roots/list):
// the gateway sends one on a POST's event stream and waits for the client's JSON-RPC response, which arrives as
// a separate POST — on this replica or on another one. A response for a request this process waits for is
// delivered at once; any other goes to SQL (api.mcp_relay_client_response), which announces it on the channel
// pgmi_client_response; the replica that waits takes it (api.mcp_take_client_response) from its LISTEN
// connection. A response is only accepted from the session that was asked, with the same credential.
import { createHash, randomUUID } from 'node:crypto';
import type pg from 'pg';
import { isJsonObject, type JsonObject } from '../json-rpc.js';
import { describeError, type Logger } from '../log.js';
import type { StopSignal } from '../http/stop-signal.js';

/** Who was asked: the handshake session and a digest of the credential it called with. */
export interface ClientOwner {
  sessionId: string | undefined;
  caller: string;
}

export function callerDigest(authorization: string | undefined): string {
  return createHash('sha256').update(authorization ?? '').digest('hex');
}

/** The owner of the server→client requests a call makes: its answers must come from the same session and credential. */
export function clientOwner(sessionId: string | undefined, authorization: string | undefined): ClientOwner {
  // Digested on first use: almost no call asks the client anything, and each would hash its credential for nothing.
  let caller: string | undefined;
  return {
    sessionId,
    get caller() {
      caller ??= callerDigest(authorization);
      return caller;
    },
  };
}

interface Pending {
  owner: ClientOwner;
  resolve(answer: JsonObject): void;
  reject(error: Error): void;
}

export class ClientRequestTimeout extends Error {
  constructor(method: string, timeoutMs: number) {
    super(`the client did not answer ${method} within ${timeoutMs} ms`);
    this.name = 'ClientRequestTimeout';
  }
}

export class ClientRequests {
  private readonly pending = new Map<string, Pending>();
  /** Waits in progress on a client's behalf (pause), ended early at shutdown. */
  private readonly pauses = new Set<() => void>();
  private isClosed = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly log: Logger,
  ) {}

  get waiting(): number {
    return this.pending.size;
  }

  /**
   * Sends `method` to the client through `send` and resolves with its response ({result} or {error}); rejects
   * after `timeoutMs` or when `signal` aborts (the client went away).
   */
  ask(owner: ClientOwner, method: string, params: unknown, send: (message: JsonObject) => void, timeoutMs: number, signal: StopSignal): Promise<JsonObject> {
    const id = `pgmi-${randomUUID()}`;
    return new Promise<JsonObject>((resolve, reject) => {
      const finish = (): void => {
        clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
        this.pending.delete(id);
      };
      const onAbort = (): void => {
        finish();
        reject(new Error('the client closed the stream'));
      };
      const timer = setTimeout(() => {
        finish();
        reject(new ClientRequestTimeout(method, timeoutMs));
      }, timeoutMs);
      timer.unref();
      signal.addEventListener('abort', onAbort, { once: true });
      this.pending.set(id, {
        owner,
        resolve: (answer) => {
          finish();
          resolve(answer);
        },
        reject: (error) => {
          finish();
          reject(error);
        },
      });
      send({ jsonrpc: '2.0', id, method, params: isJsonObject(params) ? params : {} });
    });
  }

  /** A response the client POSTed to this replica: delivered here, or relayed to the replica that waits. */
  async receive(owner: ClientOwner, response: JsonObject): Promise<void> {
    const id = typeof response.id === 'string' ? response.id : undefined;
    const waiting = id === undefined ? undefined : this.pending.get(id);
    if (waiting) {
      if (sameOwner(waiting.owner, owner)) waiting.resolve(response);
      else this.log.warn('a client answered a request of another session; ignored', { request: id });
      return;
    }
    if (owner.sessionId === undefined || id === undefined || !id.startsWith('pgmi-')) return; // nobody can be waiting for it
    await this.pool.query('SELECT api.mcp_relay_client_response($1, $2, $3::jsonb)', [owner.sessionId, owner.caller, JSON.stringify(response)]);
  }

  /** pgmi_client_response: another replica stored a response; take it when this process waits for it. */
  onRelayed(payload: string | undefined): void {
    let ref: unknown;
    let requestId: unknown;
    try {
      const parsed: unknown = JSON.parse(payload ?? '');
      if (!isJsonObject(parsed)) return;
      ref = parsed.ref;
      requestId = parsed.request_id;
    } catch {
      return; // not ours to read
    }
    const waiting = typeof requestId === 'string' ? this.pending.get(requestId) : undefined;
    if (!waiting || typeof ref !== 'string' || waiting.owner.sessionId === undefined) return;
    this.pool
      .query<{ body: JsonObject | null }>('SELECT api.mcp_take_client_response($1, $2, $3) AS body', [ref, waiting.owner.sessionId, waiting.owner.caller])
      .then((result) => {
        const body = result.rows[0]?.body;
        if (isJsonObject(body)) waiting.resolve(body);
      })
      .catch((error: unknown) => this.log.warn('taking a relayed client response failed', { error: describeError(error) }));
  }

  /**
   * Waits `ms` on a client's behalf (a 2025-11-25 tasks/result polling its task): true after the full wait, false at
   * once when `signal` aborts (the client went away) or the gateway shuts down.
   */
  pause(ms: number, signal: StopSignal): Promise<boolean> {
    if (signal.aborted || this.isClosed) return Promise.resolve(false);
    return new Promise<boolean>((resolve) => {
      const end = (waited: boolean): void => {
        clearTimeout(timer);
        signal.removeEventListener('abort', stop);
        this.pauses.delete(stop);
        resolve(waited);
      };
      const stop = (): void => end(false);
      const timer = setTimeout(() => end(true), ms);
      signal.addEventListener('abort', stop, { once: true });
      this.pauses.add(stop);
    });
  }

  rejectAll(reason: string): void {
    this.isClosed = true;
    for (const waiting of [...this.pending.values()]) waiting.reject(new Error(reason));
    for (const stop of [...this.pauses]) stop();
  }
}

function sameOwner(a: ClientOwner, b: ClientOwner): boolean {
  return a.sessionId === b.sessionId && a.caller === b.caller;
}
