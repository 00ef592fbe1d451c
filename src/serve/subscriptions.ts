// resources/subscribe and resources/unsubscribe: a subscribed script, doc or pgmi.yaml is watched (its folder, so
// editors that save by renaming are seen too; the nearest existing folder when the file's folder does not exist
// yet), the plan follows every .sql file and pgmi.yaml, the last run follows the test and deploy tools, and the
// database resources (pgmi://db/…) follow every deploy. Each change sends notifications/resources/updated
// (debounced). Paths follow the same rule as reading them (project-paths.ts).
import { existsSync, watch, type FSWatcher } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { SubscribeRequestSchema, UnsubscribeRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { logLine, type ServeContext } from './context.js';
import { URIS } from './resources.js';
import { resolveReadableFile, type ReadableKind } from './project-paths.js';
import { asInvalidParams, INVALID_PARAMS, ProtocolError } from './protocol-errors.js';

const DEBOUNCE_MS = 100;

export interface Subscriptions {
  close(): void;
}

export function handleSubscriptions(server: McpServer, ctx: ServeContext): Subscriptions {
  const watchers = new Map<string, FSWatcher | undefined>();
  const timers = new Map<string, NodeJS.Timeout>();
  const notify = (uri: string) => {
    clearTimeout(timers.get(uri));
    timers.set(
      uri,
      setTimeout(() => {
        timers.delete(uri);
        if (!watchers.has(uri)) return;
        server.server.sendResourceUpdated({ uri }).catch((error: Error) => logLine(ctx, `could not send resources/updated for ${uri}: ${error.message}`));
      }, DEBOUNCE_MS),
    );
  };
  ctx.onRunRecorded = (run) => {
    notify(URIS.lastRun);
    if (run.tool === 'deploy' && run.ok) for (const uri of watchers.keys()) if (uri.startsWith(URIS.dbPrefix)) notify(uri);
  };

  server.server.setRequestHandler(SubscribeRequestSchema, async (request) => {
    const { uri } = request.params;
    if (!watchers.has(uri)) watchers.set(uri, startWatching(ctx, uri, () => notify(uri)));
    return {};
  });
  server.server.setRequestHandler(UnsubscribeRequestSchema, async (request) => {
    const { uri } = request.params;
    watchers.get(uri)?.close();
    watchers.delete(uri);
    return {};
  });
  return {
    close() {
      for (const watcher of watchers.values()) watcher?.close();
      watchers.clear();
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}

function startWatching(ctx: ServeContext, uri: string, onChange: () => void): FSWatcher | undefined {
  if (uri === URIS.lastRun || uri.startsWith(URIS.dbPrefix)) return undefined; // updated by the tools themselves
  if (uri === URIS.plan) {
    return guard(ctx, uri, () =>
      watch(ctx.projectDir, { recursive: true }, (_event, name) => {
        const file = String(name ?? '');
        if (file.toLowerCase().endsWith('.sql') || file === 'pgmi.yaml') onChange();
      }),
    );
  }
  const full = uri === URIS.config ? join(ctx.projectDir, 'pgmi.yaml') : fileOf(ctx, uri);
  // Watch the nearest folder that exists: a file (or folder) created later is seen too.
  let folder = dirname(full);
  while (!existsSync(folder)) folder = dirname(folder);
  const wanted = relative(folder, full).split(sep).join('/');
  const recursive = wanted.includes('/');
  return guard(ctx, uri, () =>
    watch(folder, { recursive }, (_event, changed) => {
      if (changed === null || String(changed).split(sep).join('/') === wanted) onChange();
    }),
  );
}

function fileOf(ctx: ServeContext, uri: string): string {
  const kinds: Array<[string, ReadableKind]> = [
    [URIS.scriptPrefix, 'sql'],
    [URIS.docPrefix, 'markdown'],
  ];
  for (const [prefix, kind] of kinds) {
    if (!uri.startsWith(prefix)) continue;
    try {
      return resolveReadableFile(ctx.projectDir, decodeURIComponent(uri.slice(prefix.length)), kind).full;
    } catch (error) {
      throw asInvalidParams(error);
    }
  }
  throw new ProtocolError(INVALID_PARAMS, `unknown resource ${uri}`);
}

function guard(ctx: ServeContext, uri: string, start: () => FSWatcher): FSWatcher {
  try {
    const watcher = start();
    watcher.on('error', (error) => logLine(ctx, `stopped watching for ${uri}: ${error.message}`));
    return watcher;
  } catch (error) {
    throw new ProtocolError(INVALID_PARAMS, `cannot watch ${uri}: ${(error as Error).message}`);
  }
}
