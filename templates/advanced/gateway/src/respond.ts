// Writes a Reply to node:http: a JSON body, an empty body, raw bytes (REST), or a Server-Sent Events stream.
// JSON that SQL produced travels as RawJson, written exactly as PostgreSQL printed it, so large integer
// ids and numbers keep every digit (a JavaScript round trip would round them).
import type { ServerResponse } from 'node:http';
import type { Headers, Reply } from './types.js';
import type { SseEvent } from './http/sse-event.js';

export class RawJson {
  constructor(readonly text: string) {}
}

export function serializeJson(value: unknown): string {
  return value instanceof RawJson ? value.text : JSON.stringify(value);
}

/** Headers that node:http or the connection manage; a SQL handler cannot set them. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer']);

export interface RespondOptions {
  requestId: string;
  /** During shutdown, keep-alive connections are told to close after this response. */
  shouldClose: boolean;
  /** HEAD responses carry headers only. */
  isHead: boolean;
}

/** Resolves once the response is complete (or the client went away). */
export async function writeReply(res: ServerResponse, reply: Reply, options: RespondOptions): Promise<void> {
  setHeaders(res, reply.headers);
  res.setHeader('x-request-id', options.requestId);
  if (options.shouldClose) res.setHeader('connection', 'close');
  res.statusCode = reply.status;
  switch (reply.kind) {
    case 'json': {
      const body = Buffer.from(serializeJson(reply.body), 'utf8');
      if (!res.hasHeader('content-type')) res.setHeader('content-type', 'application/json');
      res.setHeader('content-length', body.length);
      return finish(res, options.isHead ? undefined : body);
    }
    case 'empty':
      res.setHeader('content-length', 0);
      return finish(res, undefined);
    case 'bytes': {
      if (reply.body && !options.isHead) res.setHeader('content-length', reply.body.length);
      return finish(res, options.isHead ? undefined : (reply.body ?? undefined));
    }
    case 'sse':
      return streamEvents(res, reply.events, reply.onClose);
    default: {
      const unreachable: never = reply;
      throw new Error(`unknown reply ${String(unreachable)}`);
    }
  }
}

function setHeaders(res: ServerResponse, headers: Headers | undefined): void {
  if (!headers) return;
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (HOP_BY_HOP.has(lower) || lower === 'content-length') continue;
    // Values that node:http would refuse (line breaks) are dropped rather than crashing the response.
    const values = typeof value === 'string' ? [value] : value;
    if (values.some((v) => /[\r\n\0]/.test(v))) continue;
    res.setHeader(lower, typeof value === 'string' ? value : [...value]);
  }
}

function finish(res: ServerResponse, body: Buffer | undefined): Promise<void> {
  return new Promise((resolve) => {
    // A client that left before the answer was ready closed the response already: 'close' will not come again,
    // and waiting for it would keep this request in flight forever.
    if (res.destroyed || res.closed) return resolve();
    res.once('close', resolve);
    res.end(body, () => resolve());
  });
}

async function streamEvents(res: ServerResponse, events: AsyncIterable<SseEvent>, onClose?: () => void): Promise<void> {
  res.setHeader('content-type', 'text/event-stream');
  res.setHeader('cache-control', 'no-cache, no-transform');
  // Proxies such as nginx buffer responses unless told not to; SSE must arrive as it is written.
  res.setHeader('x-accel-buffering', 'no');
  let isGone = false;
  const iterator = events[Symbol.asyncIterator]();
  const stop = (): void => {
    isGone = true;
    onClose?.();
    // Ends the iterator so a waiting generator (a notification stream) releases its resources.
    void iterator.return?.();
  };
  res.once('close', stop);
  if (res.destroyed || res.closed) stop(); // the client left before the stream began
  // Writes are coalesced: the headers go with the first event, and what is written in one turn of the event loop
  // (events queued together, the last event and the end of the stream) leaves in one write to the socket instead
  // of one each -- a call answered on a stream cost four writes (headers, priming event, result, terminator).
  // A stream with nothing to say yet still starts at once: its headers leave at the end of this turn.
  const flush = coalescer(res);
  flush();
  try {
    for (;;) {
      const next = await iterator.next();
      if (next.done || isGone) break;
      const written = res.write(formatEvent(next.value));
      flush();
      if (!written && !isGone) await new Promise<void>((resolve) => {
        res.once('drain', resolve);
        res.once('close', resolve);
      });
    }
  } finally {
    res.off('close', stop);
    onClose?.();
    if (!isGone) await finish(res, undefined);
  }
}

/** Corks the response until the end of the current turn of the event loop; returns the function that arms it. */
function coalescer(res: ServerResponse): () => void {
  let isCorked = false;
  return () => {
    if (isCorked || res.destroyed) return;
    isCorked = true;
    res.cork();
    setImmediate(() => {
      isCorked = false;
      if (!res.headersSent && !res.destroyed) res.flushHeaders();
      res.uncork();
    });
  };
}

export function formatEvent(event: SseEvent): string {
  if (event.kind === 'comment') return `: ${event.text.replace(/[\r\n]/g, ' ')}\n\n`;
  const id = event.id === undefined ? '' : `id: ${event.id}\n`;
  const retry = event.retry === undefined ? '' : `retry: ${event.retry}\n`;
  const data = event.data === undefined ? '' : serializeJson(event.data);
  return `${id}${retry}event: message\ndata: ${data}\n\n`;
}
