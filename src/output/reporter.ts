// The core reports what it does through these events; renderers (tty, plain, json, quiet) decide the look.

export interface ServerNotice {
  severity: string;
  message: string;
  detail?: string;
  hint?: string;
}

export interface Reporter {
  /** Something the user should know (stderr in text modes). */
  info(message: string): void;
  /** Something that may be wrong but does not stop the run. */
  warn(message: string): void;
  /** A step of a longer run: `[index/total] label`. */
  progress(index: number, total: number, label: string): void;
  /** A message raised by the database server (NOTICE, WARNING, …). */
  notice(notice: ServerNotice): void;
  /** Detail shown only with --verbose. */
  debug(message: string): void;
  /** Called once the run is over so live lines can be cleared. */
  finish(): void;
  /** Warnings collected during the run (for --json documents). */
  readonly warnings: readonly string[];
}

export type ReporterMode = 'tty' | 'plain' | 'json' | 'quiet';

export interface ReporterOptions {
  mode: ReporterMode;
  stream: NodeJS.WritableStream;
  verbose?: boolean;
  color?: boolean;
  /** Clock for verbose timestamps; injectable for tests. */
  now?: () => number;
}

const ANSI = { dim: '\u001b[2m', yellow: '\u001b[33m', reset: '\u001b[0m', clearLine: '\r\u001b[2K' };

export function createReporter(options: ReporterOptions): Reporter {
  const { mode, stream } = options;
  const verbose = options.verbose ?? false;
  const color = options.color ?? false;
  const now = options.now ?? Date.now;
  const startedAt = now();
  const warnings: string[] = [];
  let liveLineShown = false;

  const paint = (code: string, text: string) => (color ? `${code}${text}${ANSI.reset}` : text);
  const stamp = () => (verbose ? `[${((now() - startedAt) / 1000).toFixed(2)}s] ` : '');

  const clearLive = () => {
    if (liveLineShown) {
      stream.write(ANSI.clearLine);
      liveLineShown = false;
    }
  };
  const writeLine = (text: string) => {
    if (mode === 'json' || mode === 'quiet') return;
    clearLive();
    stream.write(`${text}\n`);
  };

  return {
    warnings,
    info(message) {
      writeLine(`${stamp()}${message}`);
    },
    warn(message) {
      warnings.push(message);
      if (mode === 'json') return;
      // Warnings survive --quiet: they are the one thing a quiet user still needs to see.
      clearLive();
      stream.write(`${stamp()}${paint(ANSI.yellow, 'warning:')} ${message}\n`);
    },
    progress(index, total, label) {
      if (mode === 'tty') {
        clearLive();
        // Some pseudo-terminals report no size (0) or a tiny one; fall back to a sensible width then.
        const reported = 'columns' in stream && typeof stream.columns === 'number' ? stream.columns : 0;
        const width = reported >= 40 ? reported : 100;
        const line = `[${index}/${total}] ${label}`;
        stream.write(line.length > width - 1 ? `${line.slice(0, width - 2)}…` : line);
        liveLineShown = true;
      } else if (mode === 'plain') {
        writeLine(`${stamp()}[${index}/${total}] ${label}`);
      }
    },
    notice(notice) {
      if (mode === 'json' || mode === 'quiet') return;
      const lines = [`${stamp()}${paint(ANSI.dim, `${notice.severity}:`)} ${notice.message}`];
      if (notice.detail) lines.push(`  DETAIL: ${notice.detail}`);
      if (notice.hint) lines.push(`  HINT: ${notice.hint}`);
      writeLine(lines.join('\n'));
    },
    debug(message) {
      if (verbose) writeLine(`${stamp()}${paint(ANSI.dim, message)}`);
    },
    finish() {
      clearLive();
    },
  };
}
