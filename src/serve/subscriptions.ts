// resources/subscribe and resources/unsubscribe: a subscribed script or pgmi.yaml is watched (its folder, so
// editors that save by renaming are seen too), the plan follows every .sql file and pgmi.yaml, and the last
// run follows the test and deploy tools. Each change sends notifications/resources/updated (debounced).
import { watch, type FSWatcher } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { ErrorCode, McpError, SubscribeRequestSchema, UnsubscribeRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { resolveInsideProject } from '../project/confine.js';
import { logLine, type ServeContext } from './context.js';
import { URIS } from './resources.js';

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
  ctx.onRunRecorded = () => notify(URIS.lastRun);

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
  if (uri === URIS.lastRun) return undefined; // updated by the tools themselves
  if (uri === URIS.plan) {
    return guard(ctx, uri, () =>
      watch(ctx.projectDir, { recursive: true }, (_event, name) => {
        const file = String(name ?? '');
        if (file.toLowerCase().endsWith('.sql') || file === 'pgmi.yaml') onChange();
      }),
    );
  }
  let full: string;
  if (uri === URIS.config) full = join(ctx.projectDir, 'pgmi.yaml');
  else if (uri.startsWith(URIS.scriptPrefix)) {
    try {
      full = resolveInsideProject(ctx.projectDir, decodeURIComponent(uri.slice(URIS.scriptPrefix.length)));
    } catch (error) {
      throw new McpError(ErrorCode.InvalidParams, (error as Error).message);
    }
  } else {
    throw new McpError(ErrorCode.InvalidParams, `unknown resource ${uri}`);
  }
  const name = basename(full);
  return guard(ctx, uri, () =>
    watch(dirname(full), (_event, changed) => {
      if (changed === null || String(changed) === name) onChange();
    }),
  );
}

function guard(ctx: ServeContext, uri: string, start: () => FSWatcher): FSWatcher {
  try {
    const watcher = start();
    watcher.on('error', (error) => logLine(ctx, `stopped watching for ${uri}: ${error.message}`));
    return watcher;
  } catch (error) {
    throw new McpError(ErrorCode.InvalidParams, `cannot watch ${uri}: ${(error as Error).message}`);
  }
}
