// The one LISTEN connection of this process (channels pgmi_registry_changed, pgmi_resource_updated,
// pgmi_client_response, pgmi_task, pgmi_session_closed and pgmi_request_cancel). It is a plain client, not a pool member: LISTEN is session state, which
// a transaction-mode PgBouncer cannot keep, so behind PgBouncer point DATABASE_LISTEN_URL straight at PostgreSQL. Lost connections are re-opened with backoff;
// listeners hear about every announcement and about every gap (when announcements may have been missed).
import pg from 'pg';
import { describeError, type Logger } from '../log.js';
import { isJsonObject } from '../json-rpc.js';
import { REQUEST_CANCEL_CHANNEL } from '../mcp/request-cancellation.js';
import type { LibpqTarget } from './libpq-target.js';

export const REGISTRY_CHANNEL = 'pgmi_registry_changed';
/** `{"uri": "…", "sessions": ["…"]}` from api.mcp_notify_resource_updated, for resources/subscribe. */
export const RESOURCE_CHANNEL = 'pgmi_resource_updated';

/** `{"ref": uuid, "request_id": "…"}`: a client's answer to a server→client request, stored by another replica. */
export const CLIENT_RESPONSE_CHANNEL = 'pgmi_client_response';

/** `{"handle": "…", "event": "queued" | "cancel"}` from lib/api/29-mcp-tasks.sql, for the task runners (the handle
 * is the SHA-256 of the task id, never the id). */
export const TASK_CHANNEL = 'pgmi_task';

/** The handle (SHA-256 of the id) of a session ended by api.mcp_session_close, on whichever replica. */
export const SESSION_CLOSED_CHANNEL = 'pgmi_session_closed';


export type RegistryKind = 'tools' | 'resources' | 'prompts' | 'rest' | 'rpc';
const KINDS: readonly RegistryKind[] = ['tools', 'resources', 'prompts', 'rest', 'rpc'];

export interface RegistryEvents {
  /** The registry changed; `kinds` is empty when the announcement did not say what changed. */
  onChange(kinds: readonly RegistryKind[]): void;
  /** A subscribed resource changed; `sessions` are the MCP sessions that asked to hear about it. */
  onResourceUpdated(uri: string, sessions: readonly string[]): void;
  /** A client answered a server→client request on another replica (api.mcp_relay_client_response). */
  onClientResponse(payload: string | undefined): void;
  /** A task was queued or cancelled (any replica may run it). */
  onTask(payload: string | undefined): void;
  /** A session was ended (DELETE /mcp) on some replica. */
  onSessionClosed(handle: string): void;
  /** A client cancelled a request (notifications/cancelled) on another replica: the digest of that request. */
  onRequestCancelled(key: string | undefined): void;
  /** LISTEN is (true) or is no longer (false) in place. */
  onConnectionState(isListening: boolean): void;
}

export class RegistryListener {
  private client: pg.Client | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private retryDelayMs = 500;
  private isStopped = false;

  constructor(
    private readonly target: LibpqTarget,
    private readonly events: RegistryEvents,
    private readonly log: Logger,
  ) {}

  start(): void {
    void this.connect();
  }

  async stop(): Promise<void> {
    this.isStopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    if (client) await client.end().catch((error: unknown) => this.log.debug('closing the LISTEN connection failed', { error: describeError(error) }));
  }

  private async connect(): Promise<void> {
    if (this.isStopped) return;
    const client = new pg.Client(this.target.clientConfig({ keepAlive: true, connectionTimeoutMillis: 5000 }));
    let isLost = false;
    const lose = (error?: unknown): void => {
      if (isLost) return;
      isLost = true;
      if (this.client === client) this.client = undefined;
      this.events.onConnectionState(false);
      if (!this.isStopped) {
        this.log.warn('registry LISTEN connection lost; list caches are bypassed until it is back', error ? { error: describeError(error) } : {});
        client.end().catch(() => undefined); // already broken; nothing more to learn from closing it
        this.scheduleReconnect();
      }
    };
    client.on('error', lose);
    client.on('end', () => lose());
    client.on('notification', (message) => {
      if (message.channel === REGISTRY_CHANNEL) this.events.onChange(parseKinds(message.payload));
      if (message.channel === CLIENT_RESPONSE_CHANNEL) this.events.onClientResponse(message.payload);
      if (message.channel === TASK_CHANNEL) this.events.onTask(message.payload);
      if (message.channel === SESSION_CLOSED_CHANNEL && message.payload) this.events.onSessionClosed(message.payload);
      if (message.channel === REQUEST_CANCEL_CHANNEL) this.events.onRequestCancelled(message.payload);
      if (message.channel === RESOURCE_CHANNEL) {
        const update = parseResourceUpdate(message.payload);
        if (update) this.events.onResourceUpdated(update.uri, update.sessions);
      }
    });
    try {
      await client.connect();
    } catch (error) {
      // sslmode prefer/allow: the server wants the other mode; try it at once, quietly.
      if (this.target.noteConnectFailure(error)) {
        isLost = true; // this client is done with; nothing to report
        client.end().catch(() => undefined);
        void this.connect();
        return;
      }
      lose(error);
      return;
    }
    try {
      await client.query(`LISTEN ${REGISTRY_CHANNEL}; LISTEN ${RESOURCE_CHANNEL}; LISTEN ${CLIENT_RESPONSE_CHANNEL}; LISTEN ${TASK_CHANNEL}; LISTEN ${SESSION_CLOSED_CHANNEL}; LISTEN ${REQUEST_CANCEL_CHANNEL}`);
    } catch (error) {
      lose(error);
      return;
    }
    if (this.isStopped) {
      await client.end().catch(() => undefined); // stopping anyway
      return;
    }
    this.client = client;
    this.retryDelayMs = 500;
    this.events.onConnectionState(true);
    this.log.debug('listening for registry changes', { channel: REGISTRY_CHANNEL });
  }

  private scheduleReconnect(): void {
    if (this.retryTimer || this.isStopped) return;
    const delay = this.retryDelayMs;
    this.retryDelayMs = Math.min(this.retryDelayMs * 2, 30_000);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.connect();
    }, delay);
    this.retryTimer.unref();
  }
}

/** `{"kinds": [...], "catalog_version": "…"}`; anything unreadable means "something changed". */
export function parseKinds(payload: string | undefined): RegistryKind[] {
  if (!payload) return [];
  try {
    const parsed: unknown = JSON.parse(payload);
    if (!isJsonObject(parsed) || !Array.isArray(parsed.kinds)) return [];
    return parsed.kinds.filter((kind): kind is RegistryKind => (KINDS as readonly unknown[]).includes(kind));
  } catch {
    return []; // not JSON: treat as an unspecific change, which is the safe reading
  }
}

export function parseResourceUpdate(payload: string | undefined): { uri: string; sessions: string[] } | undefined {
  if (!payload) return undefined;
  try {
    const parsed: unknown = JSON.parse(payload);
    if (!isJsonObject(parsed) || typeof parsed.uri !== 'string' || !Array.isArray(parsed.sessions)) return undefined;
    return { uri: parsed.uri, sessions: parsed.sessions.filter((id): id is string => typeof id === 'string') };
  } catch {
    return undefined; // not ours to interpret: nobody is notified rather than the wrong session
  }
}
