// Noticing that whoever started pgmi wants it to stop, when the signal does not reach pgmi itself.
//
// A supervisor (systemd, Docker, a process manager, a test) signals the one process it started. Started as
// `npx pgmi …`, that is npm, which forwards SIGINT and SIGTERM to the shell it runs pgmi with (`sh -c`), not
// to pgmi. SIGTERM kills that shell, so pgmi is re-parented; a `-c` shell (dash, Debian's sh) catches
// SIGINT and waits for pgmi to end first, so nothing reaches pgmi at all, but the shell wakes up to note the
// signal. Both are visible from here: a new parent, or a context switch of a shell that otherwise only
// sleeps in wait() until pgmi exits. Either counts as a request to stop cleanly.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';

const CHECK_MS = 500;
const SHELLS = new Set(['sh', 'dash', 'bash', 'ash', 'zsh']);

/** Calls onStop (once) when the parent goes away or, under `npx` without a terminal, its wrapping shell wakes. */
export function watchForStopRequest(onStop: () => void, options: { env: NodeJS.ProcessEnv; interactive: boolean }): () => void {
  const parent = process.ppid;
  // On a terminal Ctrl-C reaches the whole process group, pgmi included; job control (Ctrl-Z, fg) wakes the
  // shell too, so its wake-ups are only watched when a supervisor, not a person, runs pgmi.
  const shell = !options.interactive && options.env.npm_command === 'exec' && isWaitingShell(parent) ? parent : undefined;
  const baseline = shell === undefined ? undefined : contextSwitches(shell);
  let stopped = false;
  const timer = setInterval(() => {
    if (stopped) return;
    const shellWoke = shell !== undefined && contextSwitches(shell) !== baseline;
    if (process.ppid !== parent || shellWoke) {
      stopped = true;
      onStop();
    }
  }, CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** `sh -c …` (Linux /proc); false where that cannot be read. */
function isWaitingShell(pid: number): boolean {
  const argv = readProc(pid, 'cmdline')?.split('\0') ?? [];
  return SHELLS.has(basename(argv[0] ?? '')) && argv[1] === '-c';
}

function contextSwitches(pid: number): number | undefined {
  const status = readProc(pid, 'status');
  if (status === undefined) return undefined;
  const count = (name: string) => Number(new RegExp(`^${name}:\\s*(\\d+)$`, 'm').exec(status)?.[1] ?? 0);
  return count('voluntary_ctxt_switches') + count('nonvoluntary_ctxt_switches');
}

function readProc(pid: number, file: string): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return undefined; // not Linux, or the process is gone: the ppid check covers the latter
  }
}
