// Runs pgmi serve over stdio until the client closes stdin (or the signal aborts): the project is checked
// first (a broken pgmi.yaml is an exit 10, not a server that fails every call), then the SDK's stdio
// transport carries the protocol on stdout; everything else goes to the log stream.
import { resolve } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { assertProjectDir, loadProjectConfig } from '../project/config.js';
import { logLine, type ServeContext, type ServeOptions } from './context.js';
import { createPgmiServer } from './server.js';
import { handleSubscriptions } from './subscriptions.js';

export interface RunServeOptions extends ServeOptions {
  stdin: Readable;
  stdout: Writable;
  /** Aborted on SIGINT/SIGTERM: the server closes (a running tool call is cancelled). */
  signal: AbortSignal;
}

export async function runServe(options: RunServeOptions): Promise<void> {
  const projectDir = resolve(options.projectDir);
  assertProjectDir(projectDir);
  loadProjectConfig(projectDir);
  const ctx: ServeContext = { ...options, projectDir };
  const server = createPgmiServer(ctx);
  const subscriptions = handleSubscriptions(server, ctx);
  const transport = new StdioServerTransport(options.stdin, options.stdout);
  const closed = new Promise<void>((done) => {
    server.server.onclose = () => done();
  });
  const close = () => void server.close();
  options.stdin.once('end', close);
  options.signal.addEventListener('abort', close, { once: true });
  await server.connect(transport);
  logLine(ctx, `serving ${projectDir} over stdio (deploy ${ctx.allowDeploy ? 'allowed' : 'disabled'}; connection ${ctx.allowConnection ? 'may be chosen per call' : 'fixed'})`);
  try {
    await closed;
  } finally {
    subscriptions.close();
    options.stdin.off('end', close);
    options.signal.removeEventListener('abort', close);
    logLine(ctx, 'stopped');
  }
}
