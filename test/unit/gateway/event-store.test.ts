// The SSE replay store (mcp/event-store.ts): ids, replay after a Last-Event-ID, only for the owning session,
// resumed readers following a running POST stream until it ends, and the bounds.
import { describe, expect, it } from 'vitest';
import { EventStore } from '../../../templates/advanced/gateway/src/mcp/event-store.js';
import { EventQueue } from '../../../templates/advanced/gateway/src/mcp/notification-hub.js';
import type { SseEvent } from '../../../templates/advanced/gateway/src/http/sse-event.js';

async function drain(queue: EventQueue): Promise<SseEvent[]> {
  const events: SseEvent[] = [];
  for await (const event of queue) events.push(event);
  return events;
}

describe('SSE event store', () => {
  it('stamps ids, replays what came after, and lets a resumed reader follow until the stream ends', async () => {
    const store = new EventStore({ eventsPerStream: 10, streams: 10, retentionMs: 60_000 });
    const id = store.open('s1', 'post');
    expect(store.priming(id, 500)).toEqual({ kind: 'message', data: undefined, id: `${id}.0`, retry: 500 });
    expect(store.record(id, { kind: 'message', data: 'a' })).toEqual({ kind: 'message', data: 'a', id: `${id}.1` });
    store.record(id, { kind: 'message', data: 'b' });
    const reader = new EventQueue();
    expect(store.resume('s1', `${id}.1`, reader)).toMatchObject({ kind: 'post', isEnded: false });
    store.record(id, { kind: 'message', data: 'c' });
    store.end(id);
    expect((await drain(reader)).map((e) => (e.kind === 'message' ? [e.id, e.data] : e))).toEqual([[`${id}.2`, 'b'], [`${id}.3`, 'c']]);
  });

  it('replays nothing to another session or for an unknown id', () => {
    const store = new EventStore({ eventsPerStream: 10, streams: 10, retentionMs: 60_000 });
    const id = store.open('s1', 'get');
    store.record(id, { kind: 'message', data: 'secret' });
    const reader = new EventQueue();
    expect(store.resume('s2', `${id}.0`, reader)).toBeUndefined();
    expect(store.resume('s1', 'nonsense', reader)).toBeUndefined();
    expect(store.resume('s1', `${'x'.repeat(16)}.0`, reader)).toBeUndefined();
  });

  it('keeps at most the configured events and streams, and forgets idle ones', async () => {
    let now = 0;
    const store = new EventStore({ eventsPerStream: 2, streams: 2, retentionMs: 1000 }, () => now);
    const first = store.open('s', 'get');
    for (const data of ['a', 'b', 'c']) store.record(first, { kind: 'message', data });
    const reader = new EventQueue();
    store.resume('s', `${first}.0`, reader);
    reader.close();
    expect((await drain(reader)).map((e) => (e.kind === 'message' ? e.data : e))).toEqual(['b', 'c']);
    store.open('s', 'get');
    store.open('s', 'get'); // the oldest (first) goes
    expect(store.size).toBe(2);
    expect(store.resume('s', `${first}.0`, new EventQueue())).toBeUndefined();
    now = 5000;
    store.sweep();
    expect(store.size).toBe(0);
  });
});
