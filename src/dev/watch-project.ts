// What `pgmi dev --watch` watches: the project folder, through @parcel/watcher (inotify on every folder, kept by
// Parcel and VS Code). It watches folders, not files, so a save by rename (editors, formatters, `sed -i`,
// `git checkout`) is an event like any other, where Node's fs.watch on Linux loses a file after its first
// rename. Events are filtered (editor swap and backup files, hidden folders, node_modules, the gateway's
// build output) and gathered until the project has been quiet for `quietMs`, so a burst (a branch switch) is
// one change. What changed is decided by reading the project again, never by trusting the event list.
import { stat } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import watcher from '@parcel/watcher';

/** What a batch of saves touched: SQL and pgmi.yaml (a redeploy), the gateway's source (a restart). */
export interface ProjectChange {
  /** Project-relative paths, `/`-separated, sorted. */
  sql: string[];
  gateway: string[];
}

export interface ProjectWatcher {
  close(): Promise<void>;
}

export interface WatchOptions {
  /** How long the project must be quiet before a batch is delivered. */
  quietMs: number;
  onChange: (change: ProjectChange) => void;
  onError: (error: Error) => void;
}

const IGNORED_FOLDERS = ['.git', '.pgmi', 'node_modules', 'gateway/node_modules', 'gateway/dist', '**/node_modules', '**/.*'];

export async function watchProject(projectDir: string, options: WatchOptions): Promise<ProjectWatcher> {
  let pending: ProjectChange = { sql: [], gateway: [] };
  let timer: NodeJS.Timeout | undefined;
  const deliver = () => {
    const change = { sql: [...new Set(pending.sql)].sort(), gateway: [...new Set(pending.gateway)].sort() };
    pending = { sql: [], gateway: [] };
    if (change.sql.length > 0 || change.gateway.length > 0) options.onChange(change);
  };
  const subscription = await watcher.subscribe(
    projectDir,
    (error, events) => {
      if (error) {
        options.onError(error);
        return;
      }
      void Promise.all(events.map(async (event) => ({ path: toProjectPath(projectDir, event.path), kind: await classify(projectDir, event) }))).then((seen) => {
        let relevant = false;
        for (const { path, kind } of seen) {
          if (kind === 'ignored') continue;
          pending[kind].push(path);
          relevant = true;
        }
        if (!relevant) return;
        clearTimeout(timer);
        timer = setTimeout(deliver, options.quietMs);
      });
    },
    { ignore: IGNORED_FOLDERS.map((entry) => (entry.includes('*') ? entry : join(projectDir, entry))) },
  );
  return {
    async close() {
      clearTimeout(timer);
      await subscription.unsubscribe();
    },
  };
}

type EventKind = 'sql' | 'gateway' | 'ignored';

async function classify(projectDir: string, event: watcher.Event): Promise<EventKind> {
  const path = toProjectPath(projectDir, event.path);
  return classifyPath(path, event.type === 'delete' ? 'gone' : await entryType(event.path));
}

/**
 * Which kind of change a path is. `entry` is what is there now: a folder created or renamed counts (the
 * project is read again), as does anything deleted that could have been a folder; a new file counts only
 * when it is SQL or pgmi.yaml, so editor temporaries (`4913`, `x.sql~`, `.x.sql.swp`, `#x.sql#`,
 * `x.sql___jb_tmp___`, `sedAbC12`) never trigger a redeploy.
 */
export function classifyPath(path: string, entry: 'file' | 'folder' | 'gone'): EventKind {
  const segments = path.split('/');
  if (segments.some((segment) => segment.startsWith('.') || segment === 'node_modules')) return 'ignored';
  if (segments[0] === 'gateway') {
    return segments[1] === 'src' && (entry === 'folder' || /\.(ts|js|json)$/.test(path) || (entry === 'gone' && extname(path) === '')) ? 'gateway' : 'ignored';
  }
  if (/\.sql$/i.test(path) || path === 'pgmi.yaml') return 'sql';
  if (entry === 'folder') return 'sql';
  if (entry === 'gone' && extname(path) === '' && !/^sed[A-Za-z0-9]{6}$/.test(segments[segments.length - 1] ?? '')) return 'sql';
  return 'ignored';
}

async function entryType(path: string): Promise<'file' | 'folder' | 'gone'> {
  try {
    return (await stat(path)).isDirectory() ? 'folder' : 'file';
  } catch {
    return 'gone'; // removed again before we looked: the next event says what happened
  }
}

function toProjectPath(projectDir: string, path: string): string {
  return relative(projectDir, path).split(sep).join('/');
}
