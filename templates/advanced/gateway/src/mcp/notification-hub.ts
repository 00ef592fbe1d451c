// Fans registry announcements out to every open GET /mcp stream as notifications/*/list_changed, and
// resource updates to the streams of the sessions subscribed to them. One LISTEN connection serves all
// streams; each stream is an async queue that the SSE writer drains.
// Streams are capped three ways, so no group of callers can take them all: SSE_MAX_STREAMS in total (then 503),
// SSE_MAX_STREAMS_PER_PRINCIPAL per verified user, and SSE_MAX_ANONYMOUS_STREAMS for all anonymous callers
// together (then 429): anonymous clients can no longer crowd out authenticated ones.
import type { RegistryKind } from '../db/registry-listener.js';
import type { SseEvent } from '../types.js';

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
}

export type StreamOpening = { ok: true; stream: EventQueue } | { ok: false; limit: 'total' | 'principal' | 'anonymous' };

/** The one holder of every anonymous stream (principals are SQL user ids, never this word). */
const ANONYMOUS = 'anonymous';

export class NotificationHub {
  private readonly streams = new Set<EventQueue>();
  private readonly sessionOf = new Map<EventQueue, string>();
  private readonly countOf = new Map<string, number>();
  private readonly limits: StreamLimits;

  constructor(limits: StreamLimits | number) {
    this.limits = typeof limits === 'number' ? { total: limits, perPrincipal: limits, anonymous: limits } : limits;
  }

  get openStreams(): number {
    return this.streams.size;
  }

  /** A new stream for this owner, unless a cap is reached (which one is said, for 503 or 429). */
  open(owner: StreamOwner = {}): StreamOpening {
    const holder = owner.principal ?? ANONYMOUS;
    const held = this.countOf.get(holder) ?? 0;
    if (this.streams.size >= this.limits.total) return { ok: false, limit: 'total' };
    if (owner.principal === undefined && held >= this.limits.anonymous) return { ok: false, limit: 'anonymous' };
    if (owner.principal !== undefined && held >= this.limits.perPrincipal) return { ok: false, limit: 'principal' };
    const queue = new EventQueue(() => {
      this.streams.delete(queue);
      this.sessionOf.delete(queue);
      const left = (this.countOf.get(holder) ?? 1) - 1;
      if (left > 0) this.countOf.set(holder, left);
      else this.countOf.delete(holder);
    });
    this.streams.add(queue);
    this.countOf.set(holder, held + 1);
    if (owner.sessionHandle !== undefined) this.sessionOf.set(queue, owner.sessionHandle);
    return { ok: true, stream: queue };
  }

  resourceUpdated(uri: string, sessions: readonly string[]): void {
    const wanted = new Set(sessions);
    for (const [stream, sessionId] of this.sessionOf) {
      if (wanted.has(sessionId)) stream.push({ kind: 'message', data: { jsonrpc: '2.0', method: 'notifications/resources/updated', params: { uri } } });
    }
  }

  announce(kinds: readonly RegistryKind[]): void {
    const effective = kinds.length === 0 ? ALL_MCP_KINDS : kinds;
    const methods = [...new Set(effective.map((kind) => LIST_CHANGED[kind]).filter((m): m is string => m !== undefined))];
    for (const method of methods) {
      for (const stream of this.streams) stream.push({ kind: 'message', data: { jsonrpc: '2.0', method } });
    }
  }

  keepAlive(): void {
    for (const stream of this.streams) stream.push({ kind: 'comment', text: 'keep-alive' });
  }

  closeAll(): void {
    for (const stream of [...this.streams]) stream.close();
  }
}

/** An unbounded-in-time, bounded-in-size queue of events consumed by exactly one async iterator. */
export class EventQueue implements AsyncIterable<SseEvent> {
  private readonly pending: SseEvent[] = [];
  private wake: (() => void) | undefined;
  private isClosed = false;

  constructor(private readonly onClose: () => void = () => undefined) {}

  push(event: SseEvent): void {
    if (this.isClosed) return;
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
