// What one CLI invocation runs with: streams, environment, terminal facts. Built once, passed down.

export interface RunContext {
  argv: readonly string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  stdout: NodeJS.WritableStream & { isTTY?: boolean; columns?: number };
  stderr: NodeJS.WritableStream & { isTTY?: boolean; columns?: number };
  /** Colour only on a terminal and never with NO_COLOR (https://no-color.org). */
  color: boolean;
  /** Prompts are allowed: stdin and stdout are terminals and CI is unset. */
  interactive: boolean;
  verbose: boolean;
  /** Set when a command already printed its failure on stderr. */
  errorAlreadyReported: boolean;
  /** Warnings the running command collected, for the --json failure document (set by the command). */
  warnings?: () => readonly string[];
}

export function createRunContext(overrides: Partial<RunContext> = {}): RunContext {
  const env = overrides.env ?? process.env;
  const stdout = overrides.stdout ?? process.stdout;
  const stderr = overrides.stderr ?? process.stderr;
  const stdin = overrides.stdin ?? process.stdin;
  const noColor = env.NO_COLOR !== undefined && env.NO_COLOR !== '';
  const ciSet = env.CI !== undefined && env.CI !== '' && env.CI !== 'false';
  return {
    argv: overrides.argv ?? process.argv,
    cwd: overrides.cwd ?? process.cwd(),
    env,
    stdin,
    stdout,
    stderr,
    color: overrides.color ?? (!noColor && Boolean(stderr.isTTY) && env.TERM !== 'dumb'),
    interactive: overrides.interactive ?? (Boolean(stdin.isTTY) && Boolean(stdout.isTTY) && !ciSet),
    verbose: overrides.verbose ?? false,
    errorAlreadyReported: false,
  };
}
