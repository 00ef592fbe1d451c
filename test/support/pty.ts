// A command on a real pseudo-terminal (through Python's pty module, test/support/pty-relay.py): type keys,
// wait for what the screen shows, read the exit code. For testing prompts as a person meets them.
import { fileURLToPath } from 'node:url';
import { execa, type ResultPromise } from 'execa';
import { cleanEnv } from './cli.js';

const RELAY = fileURLToPath(new URL('./pty-relay.py', import.meta.url));

export const KEYS = { enter: '\r', down: '\u001b[B', up: '\u001b[A', ctrlC: '\u0003', backspace: '\u007f' } as const;

export interface PtySession {
  /** Types text (keys) into the terminal. */
  type(text: string): void;
  /** Resolves with the screen text (colours and cursor moves removed) once it matches. */
  waitFor(pattern: RegExp | string, timeoutMs?: number): Promise<string>;
  screen(): string;
  exitCode(): Promise<number>;
}

export function spawnInPty(command: string, args: readonly string[], options: { cwd?: string; env?: Record<string, string | undefined> } = {}): PtySession {
  let raw = '';
  // A person at a terminal: no CI variable, so pgmi may prompt.
  const env = { ...cleanEnv(options.env), CI: undefined, TERM: 'xterm-256color' };
  const child: ResultPromise = execa('python3', [RELAY, command, ...args], { cwd: options.cwd, env, extendEnv: false, reject: false, stdin: 'pipe' });
  child.stdout?.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
  const screen = () => stripAnsi(raw);
  return {
    type: (text) => child.stdin?.write(text),
    screen,
    waitFor: async (pattern, timeoutMs = 60_000) => {
      const deadline = Date.now() + timeoutMs;
      const matches = () => (typeof pattern === 'string' ? screen().includes(pattern) : pattern.test(screen()));
      while (!matches()) {
        const ended = child.exitCode !== null;
        if (ended) await child; // every byte it wrote has been read
        if (ended && matches()) break;
        if (ended || Date.now() > deadline) throw new Error(`the terminal never showed ${String(pattern)}; it shows:\n${screen()}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return screen();
    },
    exitCode: async () => {
      child.stdin?.end();
      return (await child).exitCode ?? -1;
    },
  };
}

function stripAnsi(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\u001b\[[0-9;?]*[A-Za-z]|\u001b[78=>]|\r/g, '');
}
