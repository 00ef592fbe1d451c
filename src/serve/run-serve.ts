// Runs pgmi serve over stdio until the client closes stdin (or the signal aborts). Start-up is ordered for a fast
// `initialize`: check the folder, start reading stdin (the transport answers initialize from initialize.ts at
// once), then load the configuration, the SDK and the tools. A folder without pgmi.yaml or a broken pgmi.yaml is
// an exit 10, not a server that fails every call. stdout carries only the protocol; everything else goes to the
// log stream.
import { resolve } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { logLine, type ServeContext, type ServeOptions } from './context.js';
import { initializeResult } from './initialize.js';
import { StdioLineTransport } from './stdio-transport.js';
import { assertServeableProject } from './serveable-project.js';

const EARLY_ANSWER_WAIT_MS = 100;
const INPUT_END_GRACE_MS = 5000;

export interface RunServeOptions extends ServeOptions {
  stdin: Readable;
  stdout: Writable;
  /** Aborted on SIGINT/SIGTERM: the server closes (a running tool call is cancelled). */
  signal: AbortSignal;
}

export async function runServe(options: RunServeOptions): Promise<void> {
  const projectDir = resolve(options.projectDir);
  assertServeableProject(projectDir);
  const ctx: ServeContext = { ...options, projectDir };
  const transport = new StdioLineTransport(options.stdin, options.stdout, {
    initialize: (params) => initializeResult(ctx, (params as { protocolVersion?: unknown } | undefined)?.protocolVersion),
    onMismatch: (early, late) => logLine(ctx, `bug: the early initialize answer ${JSON.stringify(early)} differs from the SDK's ${JSON.stringify(late)}`),
  });
  transport.listen();
  // Answer the client's initialize before loading anything: Node 22's module loader reads files synchronously, so
  // stdin is not read while the SDK loads (initialize waited for all of it there, ~175 against ~95 ms on Node 20).
  // Clients send initialize at once; one that does not holds the loading up by EARLY_ANSWER_WAIT_MS at most.
  await transport.firstMessage(EARLY_ANSWER_WAIT_MS);
  try {
    const { loadProjectConfig } = await import('../project/config.js');
    loadProjectConfig(projectDir);
  } catch (error) {
    await transport.close();
    throw error;
  }
  const { createPgmiServer } = await import('./server.js');
  const { handleSubscriptions } = await import('./subscriptions.js');
  const server = createPgmiServer(ctx);
  const subscriptions = handleSubscriptions(server, ctx);
  const closed = new Promise<void>((done) => {
    server.server.onclose = () => done();
  });
  const close = () => void server.close();
  options.signal.addEventListener('abort', close, { once: true });
  await server.connect(transport);
  logLine(ctx, `serving ${projectDir} over stdio (deploy ${ctx.allowDeploy ? 'allowed' : 'disabled'}; connection ${ctx.allowConnection ? 'may be chosen per call' : 'fixed'})`);
  // The client closed stdin: answer what it asked before (`printf '…' | pgmi serve` expects every answer), for
  // INPUT_END_GRACE_MS at most, then close, which cancels what still runs. Only once connected: closing an
  // unconnected server would never settle `closed`; stdin may have ended already.
  const stopWatchingInput = transport.whenInputEnds(() => void transport.answered(INPUT_END_GRACE_MS).then(close));
  try {
    await closed;
  } finally {
    subscriptions.close();
    stopWatchingInput();
    options.signal.removeEventListener('abort', close);
    await ctx.embedded?.stop().catch((error: Error) => logLine(ctx, `could not stop the embedded PostgreSQL: ${error.message}`));
    logLine(ctx, 'stopped');
  }
}
