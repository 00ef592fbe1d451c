// SSE resumability (2025-11-25): every event of a handshake session's event streams — a POST's response stream and
// the GET notification stream — gets an id `<stream>.<n>` and is kept here, so a client whose connection
// dropped (or that the server asked to come back later, see api.mcp_close_stream) reconnects with GET and
// Last-Event-ID and receives what it missed: the rest of that POST stream (ending with its response) or the
// notifications of that GET stream. Events live in this process's memory, bounded (SSE_REPLAY_EVENTS per
// stream, SSE_REPLAY_STREAMS streams, SSE_REPLAY_MS after the last event): with several replicas a reconnect
// must reach the replica that served the stream (route by Mcp-Session-Id); elsewhere it finds nothing to
// replay and gets a fresh stream.
import { randomBytes } from 'node:crypto';
import type { SseEvent } from '../http/sse-event.js';
import type { EventQueue } from './notification-hub.js';

interface StoredStream {
  sessionId: string;
  kind: 'post' | 'get';
  events: Array<{ seq: number; data: unknown }>;
  nextSeq: number;
  isEnded: boolean;
  followers: Set<EventQueue>;
  touchedAtMs: number;
}

export interface ReplayLimits {
  eventsPerStream: number;
  streams: number;
  retentionMs: number;
}

export type Resumed = { kind: 'post' | 'get'; isEnded: boolean; streamId: string } | undefined;

export class EventStore {
  private readonly streams = new Map<string, StoredStream>();
  private readonly stampers = new Map<string, (event: SseEvent) => SseEvent>();
  private lastSweepMs = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly limits: ReplayLimits,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.streams.size;
  }

  /** A new stream of `sessionId`; returns its id. The oldest stream goes when the store is full. */
  open(sessionId: string, kind: 'post' | 'get'): string {
    // Every POST of a 2025-11-25 session opens a stream, and the store holds up to SSE_REPLAY_STREAMS (10,000) of
    // them: sweeping all of them on every open cost each call a walk of the whole store. A second between sweeps
    // (or a tenth of the retention, when shorter) keeps a stream at most that much past its retention.
    if (this.now() - this.lastSweepMs >= Math.min(1000, this.limits.retentionMs / 10)) this.sweep();
    while (this.streams.size >= this.limits.streams) {
      const oldest = this.streams.keys().next().value as string;
      this.end(oldest);
      this.streams.delete(oldest);
      this.stampers.delete(oldest);
    }
    const streamId = randomBytes(12).toString('base64url');
    this.streams.set(streamId, { sessionId, kind, events: [], nextSeq: 1, isEnded: false, followers: new Set(), touchedAtMs: this.now() });
    return streamId;
  }

  /** The first event of a stream: its id and the reconnection delay, no data (SEP-1699 priming event). */
  priming(streamId: string, retryMs: number): SseEvent {
    return { kind: 'message', data: undefined, id: `${streamId}.0`, retry: retryMs };
  }

  /** The function that records into `streamId` (one per stream, so the hub can tell recorders apart). */
  stamper(streamId: string): (event: SseEvent) => SseEvent {
    let stamp = this.stampers.get(streamId);
    if (!stamp) {
      stamp = (event) => this.record(streamId, event);
      this.stampers.set(streamId, stamp);
    }
    return stamp;
  }

  /** Stamps an event with the next id of the stream, keeps it for replay, and hands it to resumed readers. */
  record(streamId: string, event: SseEvent): SseEvent {
    const stream = this.streams.get(streamId);
    if (!stream || event.kind !== 'message') return event;
    const seq = stream.nextSeq++;
    stream.events.push({ seq, data: event.data });
    if (stream.events.length > this.limits.eventsPerStream) stream.events.shift();
    stream.touchedAtMs = this.now();
    const stamped: SseEvent = { kind: 'message', data: event.data, id: `${streamId}.${seq}` };
    for (const follower of stream.followers) follower.push(stamped);
    return stamped;
  }

  /** No more events will come: readers that resumed this stream are closed once they have everything. */
  end(streamId: string): void {
    const stream = this.streams.get(streamId);
    if (!stream || stream.isEnded) return;
    stream.isEnded = true;
    stream.touchedAtMs = this.now();
    for (const follower of stream.followers) follower.close();
    stream.followers.clear();
  }

  /**
   * Replays into `queue` the events of the stream `lastEventId` belongs to that came after it, when that stream is
   * the session's. A POST stream still running keeps feeding `queue` until it ends. Undefined: nothing to resume.
   */
  resume(sessionId: string, lastEventId: string, queue: EventQueue): Resumed {
    const match = /^([A-Za-z0-9_-]{16})\.(\d{1,12})$/.exec(lastEventId.trim());
    const stream = match ? this.streams.get(match[1]!) : undefined;
    if (!match || !stream || stream.sessionId !== sessionId) return undefined;
    const after = Number(match[2]);
    for (const event of stream.events) {
      if (event.seq > after) queue.push({ kind: 'message', data: event.data, id: `${match[1]}.${event.seq}` });
    }
    stream.touchedAtMs = this.now();
    if (stream.kind === 'post' && !stream.isEnded) stream.followers.add(queue);
    return { kind: stream.kind, isEnded: stream.isEnded, streamId: match[1]! };
  }

  /** Drops streams nobody touched for SSE_REPLAY_MS. */
  sweep(): void {
    this.lastSweepMs = this.now();
    const cutoff = this.now() - this.limits.retentionMs;
    for (const [streamId, stream] of this.streams) {
      if (stream.touchedAtMs < cutoff) {
        this.end(streamId);
        this.streams.delete(streamId);
        this.stampers.delete(streamId);
      }
    }
  }
}
