// The stdio transport of `pgmi serve`: newline-delimited JSON-RPC on stdin/stdout, as MCP's stdio transport
// specifies, with two things the SDK's own stdio transport does not do:
// - it reads from the moment pgmi starts and answers the client's `initialize` at once (initialize.ts), while
//   the SDK and the tools are still loading; the messages wait until the SDK server connects, which then sees
//   the same `initialize` (and learns the client's capabilities) — its own answer to it is not sent twice.
// - errors leave without the "MCP error <code>: " prefix the SDK's McpError puts into messages: clients add
//   their own, so an agent read "MCP error -32602: MCP error -32602: …".
// It imports nothing from the SDK at run time (only types), so it costs nothing to load.
import { StringDecoder } from 'node:string_decoder';
import type { Readable, Writable } from 'node:stream';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

type Message = Record<string, unknown>;

export interface EarlyAnswers {
  /** The result for an `initialize` request (its params as sent). */
  initialize(params: unknown): unknown;
  /** Told when the SDK's own answer to that initialize differs from the early one (a bug in pgmi). */
  onMismatch?(early: unknown, late: unknown): void;
}

/** Waits for `promise`, or `ms` at most. */
async function settledWithin(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([promise, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

const SDK_PREFIX = /^(MCP error -?\d+: )+/;

export class StdioLineTransport implements Transport {
  onmessage?: (message: JSONRPCMessage) => void;
  onclose?: () => void;
  onerror?: (error: Error) => void;

  private readonly decoder = new StringDecoder('utf8');
  private buffered = '';
  private waiting: Message[] = [];
  private started = false;
  private closed = false;
  private seenFirst = false;
  private early?: { id: unknown; result: unknown };
  private inputEnded = false;
  private readonly endWatchers: Array<() => void> = [];
  /** Ids of the client's requests delivered and not answered yet, and who waits for there to be none. */
  private readonly unanswered = new Set<unknown>();
  private readonly allAnswered: Array<() => void> = [];
  private firstSeen: () => void = () => undefined;
  private readonly first = new Promise<void>((resolve) => {
    this.firstSeen = resolve;
  });

  constructor(
    private readonly stdin: Readable,
    private readonly stdout: Writable,
    private readonly answers?: EarlyAnswers,
  ) {}

  /** Starts reading stdin now; messages are held until start(). */
  listen(): void {
    this.stdin.on('data', this.onData);
    this.stdin.on('error', this.onStreamError);
    this.stdin.once('end', this.onEnd);
  }

  /** Calls `then` once stdin has ended: at once if it has already (a client may close it before the SDK loads). */
  whenInputEnds(then: () => void): () => void {
    if (this.inputEnded) then();
    else this.endWatchers.push(then);
    return () => {
      const at = this.endWatchers.indexOf(then);
      if (at !== -1) this.endWatchers.splice(at, 1);
    };
  }

  /**
   * Settles when the first message has been read (and answered, if it was initialize), stdin ended, or `ms` passed.
   * After a timeout it waits one more turn of the event loop, so that a line already in the pipe is still read
   * when the process was too busy to look before the timer ran out.
   */
  async firstMessage(ms: number): Promise<void> {
    await settledWithin(this.first, ms);
    if (!this.seenFirst) await new Promise<void>((resolve) => setImmediate(resolve));
  }

  /** Settles once every request delivered so far has been answered, or after `ms`. */
  async answered(ms: number): Promise<void> {
    if (this.unanswered.size === 0) return;
    await settledWithin(new Promise<void>((resolve) => this.allAnswered.push(resolve)), ms);
  }

  async start(): Promise<void> {
    this.started = true;
    const held = this.waiting;
    this.waiting = [];
    for (const message of held) this.deliver(message);
  }

  async send(message: JSONRPCMessage): Promise<void> {
    const outgoing = message as unknown as Message;
    if ('id' in outgoing && ('result' in outgoing || 'error' in outgoing)) this.answer(outgoing.id);
    if (this.early && 'id' in outgoing && outgoing.id === this.early.id && ('result' in outgoing || 'error' in outgoing)) {
      const late = outgoing.result;
      if (canonical(late) !== canonical(this.early.result)) this.answers?.onMismatch?.(this.early.result, late ?? outgoing.error);
      this.early = undefined;
      return; // answered already
    }
    await this.write(withoutSdkPrefix(outgoing));
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.stdin.off('data', this.onData);
    this.stdin.off('error', this.onStreamError);
    if (this.stdin.listenerCount('data') === 0) this.stdin.pause();
    this.onclose?.();
  }

  private readonly onData = (chunk: Buffer | string): void => {
    this.buffered += typeof chunk === 'string' ? chunk : this.decoder.write(chunk);
    let newline = this.buffered.indexOf('\n');
    while (newline !== -1) {
      const line = this.buffered.slice(0, newline).replace(/\r$/, '');
      this.buffered = this.buffered.slice(newline + 1);
      if (line.trim() !== '') this.receive(line);
      newline = this.buffered.indexOf('\n');
    }
  };

  private readonly onEnd = (): void => {
    this.inputEnded = true;
    this.firstSeen();
    for (const watcher of this.endWatchers.splice(0)) watcher();
  };

  private readonly onStreamError = (error: Error): void => {
    this.onerror?.(error);
  };

  private receive(line: string): void {
    let message: unknown;
    try {
      message = JSON.parse(line);
    } catch {
      void this.write({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error: a line on stdin is not JSON' } });
      return;
    }
    if (typeof message !== 'object' || message === null || Array.isArray(message)) {
      void this.write({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid Request: expected one JSON-RPC object per line' } });
      return;
    }
    const first = !this.seenFirst;
    this.seenFirst = true;
    this.firstSeen();
    const request = message as Message;
    if (first && !this.started && this.answers && request.method === 'initialize' && 'id' in request) {
      const params = request.params as { protocolVersion?: unknown } | undefined;
      const result = this.answers.initialize(params);
      this.early = { id: request.id, result };
      void this.write({ jsonrpc: '2.0', id: request.id, result });
    }
    if (this.started) this.deliver(request);
    else this.waiting.push(request);
  }

  private answer(id: unknown): void {
    if (!this.unanswered.delete(id) || this.unanswered.size > 0) return;
    for (const waiter of this.allAnswered.splice(0)) waiter();
  }

  private deliver(message: Message): void {
    if ('id' in message && typeof message.method === 'string') this.unanswered.add(message.id);
    try {
      this.onmessage?.(message as unknown as JSONRPCMessage);
    } catch (error) {
      this.onerror?.(error as Error);
    }
  }

  private write(message: Message): Promise<void> {
    if (this.closed) return Promise.resolve();
    const line = `${JSON.stringify(message)}\n`;
    return new Promise((resolve) => {
      if (this.stdout.write(line)) resolve();
      else this.stdout.once('drain', () => resolve());
    });
  }
}

/** A JSON-RPC error, or an isError tool result, without the SDK's "MCP error <code>: " prefix in its message. */
export function withoutSdkPrefix(message: Message): Message {
  const error = message.error as { message?: unknown } | undefined;
  if (error && typeof error.message === 'string' && SDK_PREFIX.test(error.message)) {
    return { ...message, error: { ...error, message: error.message.replace(SDK_PREFIX, '') } };
  }
  const result = message.result as { isError?: unknown; content?: unknown } | undefined;
  if (result?.isError === true && Array.isArray(result.content)) {
    const content = result.content.map((item: { type?: unknown; text?: unknown }) =>
      item.type === 'text' && typeof item.text === 'string' && SDK_PREFIX.test(item.text) ? { ...item, text: item.text.replace(SDK_PREFIX, '') } : item,
    );
    return { ...message, result: { ...result, content } };
  }
  return message;
}

/** JSON with object keys sorted: two answers that differ only in key order are the same answer. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b))) : v,
  );
}
