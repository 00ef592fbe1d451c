// Fans registry announcements out to every open GET /mcp stream as notifications/*/list_changed, and
// resource updates (and task status, mcp/task-status.ts) to the streams of the sessions they concern. One LISTEN
// connection serves all streams; each stream is an async queue that the SSE writer drains. POST response streams
// are held here only for their keep-alive comments (main.ts's timer, SSE_KEEPALIVE_MS), so that a long wait
// (tasks/result, a slow tool with progress) is not cut by an intermediary or a client that drops idle streams.
// Streams are capped three ways, so no group of callers can take them all: SSE_MAX_STREAMS in total (then 503),
// SSE_MAX_STREAMS_PER_PRINCIPAL per verified user, and SSE_MAX_ANONYMOUS_STREAMS for all anonymous callers
// together (then 429): anonymous clients can no longer crowd out authenticated ones.
import type { RegistryKind } from '../db/registry-listener.js';
import type { SseEvent } from '../http/sse-event.js';

const LIST_CHANGED: Partial<Record<RegistryKind, string>> = {
  tools: 'notifications/tools/list_changed',
  resources: 'notifications/resources/list_changed',
  prompts: 'notifications/prompts/list_changed',
};

/** When an announcement does not say what changed, every list may have. */
const ALL_MCP_KINDS: readonly RegistryKind[] = ['tools', 'resources', 'prompts'];

export interface StreamLimits {
  /** Every open stream of this process. */
  total: number;
  /** Streams of one verified principal. */
  perPrincipal: number;
  /** Streams of every anonymous caller together. */
  anonymous: number;
}

/** Who holds a stream: a verified principal (SQL's user id), or undefined for an anonymous caller. */
export interface StreamOwner {
  principal?: string;
  /** The session's handle (db/sessions.ts sessionHandle), to receive its resource updates. */
  sessionHandle?: string;
  /** The session's id itself, kept in memory only: what reads a task's status for the session (mcp/task-status.ts). */
  sessionId?: string;
}

export type StreamOpening = { ok: true; stream: EventQueue } | { ok: false; limit: 'total' | 'principal' | 'anonymous' };

/** The one holder of every anonymous stream (principals are SQL user ids, never this word). */
const ANONYMOUS = 'anonymous';

/** A 2026-07-28 subscriptions/listen stream: what it opted in to, and its id (the listen request's). */
export interface ListenFilter {
  subscriptionId: string | number;
  toolsListChanged: boolean;
  promptsListChanged: boolean;
  resourcesListChanged: boolean;
  resourceSubscriptions: ReadonlySet<string>;
  /** The listen request's result, sent when the gateway ends the subscription (shutdown). */
  finalResponse: unknown;
}

const FILTER_KEY: Partial<Record<string, keyof ListenFilter>> = {
  'notifications/tools/list_changed': 'toolsListChanged',
  'notifications/prompts/list_changed': 'promptsListChanged',
  'notifications/resources/list_changed': 'resourcesListChanged',
};

export class NotificationHub {
  private readonly streams = new Set<EventQueue>();
  /** POST response streams: keep-alive comments only (not capped: each is one request in flight). */
  private readonly responses = new Set<EventQueue>();
  private readonly sessionOf = new Map<EventQueue, string>();
  /** Session handle → session id, for the sessions whose GET streams this process holds. */
  private readonly sessionIds = new Map<string, string>();
  private readonly countOf = new Map<string, number>();
  private readonly limits: StreamLimits;
  private readonly listeners = new Map<EventQueue, ListenFilter>();
  /** Recorders of closed resumable GET streams (stamp → session), fed until they are resumed or expire. */
  private readonly detached = new Map<(event: SseEvent) => SseEvent, { sessionId: string; since: number }>();
  private isClosing = false;

  constructor(limits: StreamLimits | number) {
    this.limits = typeof limits === 'number' ? { total: limits, perPrincipal: limits, anonymous: limits } : limits;
  }

  get openStreams(): number {
    return this.streams.size;
  }

  /** A new stream for this owner (of its session, when it has one), unless a cap is reached (which one is said, for 503 or 429). */
  open(owner: StreamOwner = {}): StreamOpening {
    const holder = owner.principal ?? ANONYMOUS;
    const held = this.countOf.get(holder) ?? 0;
    if (this.streams.size >= this.limits.total) return { ok: false, limit: 'total' };
    if (owner.principal === undefined && held >= this.limits.anonymous) return { ok: false, limit: 'anonymous' };
    if (owner.principal !== undefined && held >= this.limits.perPrincipal) return { ok: false, limit: 'principal' };
    const sessionId = owner.sessionHandle;
    const queue = new EventQueue(() => {
      this.streams.delete(queue);
      this.sessionOf.delete(queue);
      this.listeners.delete(queue);
      const left = (this.countOf.get(holder) ?? 1) - 1;
      if (left > 0) this.countOf.set(holder, left);
      else this.countOf.delete(holder);
      // A resumable GET stream whose client went away keeps recording what it would have received, so a
      // reconnect with Last-Event-ID gets it (mcp/event-store.ts drops it after SSE_REPLAY_MS).
      if (queue.stamp && sessionId !== undefined && !this.isClosing) {
        this.detached.set(queue.stamp, { sessionId, since: Date.now() });
        while (this.detached.size > this.limits.total) this.detached.delete(this.detached.keys().next().value!);
      }
    });
    this.streams.add(queue);
    this.countOf.set(holder, held + 1);
    if (sessionId !== undefined) this.sessionOf.set(queue, sessionId);
    if (sessionId !== undefined && owner.sessionId !== undefined) this.sessionIds.set(sessionId, owner.sessionId);
    return { ok: true, stream: queue };
  }

  /** A POST response stream, kept alive by keepAlive() until it closes. */
  responseStream(): EventQueue {
    const queue: EventQueue = new EventQueue(() => this.responses.delete(queue));
    this.responses.add(queue);
    return queue;
  }

  /** The id of a session (by handle) while this process holds a GET stream of it, open or recording for a resume. */
  sessionIdOf(handle: string): string | undefined {
    const isHeld = [...this.sessionOf.values()].includes(handle) || [...this.detached.values()].some((d) => d.sessionId === handle);
    if (!isHeld) this.sessionIds.delete(handle);
    return isHeld ? this.sessionIds.get(handle) : undefined;
  }

  /** One notification to the GET streams of one session (by handle). */
  notifySession(handle: string, notification: unknown): void {
    this.toSessions(new Set([handle]), () => ({ kind: 'message', data: notification }));
  }

  /** A subscriptions/listen stream (2026-07-28) that hears only what `filter` opted in to, under the same caps. */
  listen(filter: ListenFilter, owner: StreamOwner = {}): StreamOpening {
    const opening = this.open({ principal: owner.principal });
    if (opening.ok) this.listeners.set(opening.stream, filter);
    return opening;
  }

  /** A resumed GET stream takes over: its old recorder stops (the new stream records from now on). */
  forget(stamp: ((event: SseEvent) => SseEvent) | undefined): void {
    if (stamp) this.detached.delete(stamp);
  }

  /** Drops recorders of GET streams closed longer than `retentionMs` ago. */
  pruneDetached(retentionMs: number): void {
    const cutoff = Date.now() - retentionMs;
    for (const [stamp, { since }] of this.detached) if (since < cutoff) this.detached.delete(stamp);
  }

  resourceUpdated(uri: string, sessions: readonly string[]): void {
    this.toSessions(new Set(sessions), () => ({ kind: 'message', data: { jsonrpc: '2.0', method: 'notifications/resources/updated', params: { uri } } }));
    for (const [stream, filter] of this.listeners) {
      if (filter.resourceSubscriptions.has(uri)) stream.push(tagged('notifications/resources/updated', filter, { uri }));
    }
  }

  /** An event to the GET streams of these sessions (handles), and to the recorders of their closed resumable ones. */
  private toSessions(wanted: ReadonlySet<string>, event: () => SseEvent): void {
    for (const [stream, sessionId] of this.sessionOf) {
      if (wanted.has(sessionId)) stream.push(event());
    }
    for (const [stamp, { sessionId }] of this.detached) if (wanted.has(sessionId)) stamp(event());
  }

  announce(kinds: readonly RegistryKind[]): void {
    const effective = kinds.length === 0 ? ALL_MCP_KINDS : kinds;
    const methods = [...new Set(effective.map((kind) => LIST_CHANGED[kind]).filter((m): m is string => m !== undefined))];
    for (const method of methods) {
      for (const stream of this.streams) {
        const filter = this.listeners.get(stream);
        if (!filter) stream.push({ kind: 'message', data: { jsonrpc: '2.0', method } });
        else if (filter[FILTER_KEY[method]!] === true) stream.push(tagged(method, filter, {}));
      }
      for (const stamp of this.detached.keys()) stamp({ kind: 'message', data: { jsonrpc: '2.0', method } });
    }
  }

  keepAlive(): void {
    for (const stream of this.streams) stream.push({ kind: 'comment', text: 'keep-alive' });
    for (const stream of this.responses) stream.push({ kind: 'comment', text: 'keep-alive' });
  }

  closeAll(): void {
    this.isClosing = true;
    this.detached.clear();
    this.sessionIds.clear();
    for (const stream of [...this.streams]) {
      // A listen subscription ends gracefully: its request gets its (empty) result before the stream closes.
      const filter = this.listeners.get(stream);
      if (filter) stream.push({ kind: 'message', data: filter.finalResponse });
      stream.close();
    }
  }
}

/** A notification on a listen stream, tagged with its subscription id. */
function tagged(method: string, filter: ListenFilter, params: Record<string, unknown>): SseEvent {
  return {
    kind: 'message',
    data: { jsonrpc: '2.0', method, params: { ...params, _meta: { 'io.modelcontextprotocol/subscriptionId': filter.subscriptionId } } },
  };
}

/** An unbounded-in-time, bounded-in-size queue of events consumed by exactly one async iterator. */
export class EventQueue implements AsyncIterable<SseEvent> {
  private readonly pending: SseEvent[] = [];
  private wake: (() => void) | undefined;
  private isClosed = false;

  constructor(
    private readonly onClose: () => void = () => undefined,
    /** Stamps message events before they are queued (ids for resumability, mcp/event-store.ts). */
    public stamp?: (event: SseEvent) => SseEvent,
  ) {}

  push(event: SseEvent): void {
    if (this.isClosed) return;
    if (this.stamp && event.kind === 'message' && event.id === undefined) event = this.stamp(event);
    // A reader that stopped reading (stalled socket) must not hold memory forever: drop the stream.
    if (this.pending.length >= 1000) {
      this.close();
      return;
    }
    this.pending.push(event);
    this.wake?.();
  }

  close(): void {
    if (this.isClosed) return;
    this.isClosed = true;
    this.onClose();
    this.wake?.();
  }

  async *[Symbol.asyncIterator](): AsyncIterator<SseEvent> {
    try {
      for (;;) {
        const next = this.pending.shift();
        if (next !== undefined) {
          yield next;
          continue;
        }
        if (this.isClosed) return;
        await new Promise<void>((resolve) => {
          this.wake = resolve;
        });
        this.wake = undefined;
      }
    } finally {
      this.close();
    }
  }
}
