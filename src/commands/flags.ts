// Flag values that need checking beyond what commander does.
import { InvalidArgumentError, Option } from 'commander';
import { EXIT_CODES, UsageError } from '../errors.js';
import { parseDuration } from '../project/duration.js';
import { watchForStopRequest } from '../dev/supervision.js';

export function parseDurationFlag(flag: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const ms = parseDuration(value);
  if (ms === undefined) throw new UsageError(`${flag} "${value}" is not a duration`, { hint: 'Use forms like 500ms, 30s, 5m.' });
  return ms;
}

/** Commander parser for a TCP port (1-65535); a bad value is a usage error naming the flag. */
export function parsePort(value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || !Number.isInteger(port) || port < 1 || port > 65535) throw new InvalidArgumentError('Use a port number from 1 to 65535.');
  return port;
}

/** --embedded-port, for every command that may start the project's embedded PostgreSQL. */
export function embeddedPortOption(): Option {
  return new Option('--embedded-port <port>', 'port of the embedded PostgreSQL when pgmi starts it (else pgmi.yaml embedded.port, else the remembered one)').argParser(parsePort);
}

/** Commander accumulator for repeatable flags (--param a=1 --param b=2). */
export const collect = (value: string, previous: string[]): string[] => [...previous, value];

/**
 * Ctrl-C, SIGTERM and SIGHUP abort the returned signal while `work` runs; the core cancels and cleans up. With
 * `exitOnSecond`, a second Ctrl-C exits at once (the server rolls back whatever transaction is open). A stop
 * request that cannot arrive as a signal (pgmi started through `npx`: see src/dev/supervision.ts) counts too.
 */
export async function whileInterruptible<T>(
  work: (signal: AbortSignal) => Promise<T>,
  options: { onFirst?: () => void; exitOnSecond?: boolean; env?: NodeJS.ProcessEnv; interactive?: boolean } = {},
): Promise<T> {
  const controller = new AbortController();
  const onSignal = () => {
    if (controller.signal.aborted) {
      if (options.exitOnSecond) process.exit(EXIT_CODES.interrupted);
      return;
    }
    options.onFirst?.();
    controller.abort();
  };
  const stopWatching = watchForStopRequest(onSignal, { env: options.env ?? process.env, interactive: options.interactive ?? false });
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
  for (const name of signals) process.on(name, onSignal);
  try {
    return await work(controller.signal);
  } finally {
    stopWatching();
    for (const name of signals) process.off(name, onSignal);
  }
}
