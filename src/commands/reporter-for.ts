// Picks the reporter a command should use from its output flags and the terminal.
import { createReporter, type Reporter } from '../output/reporter.js';
import type { RunContext } from '../run-context.js';

export function reporterFor(ctx: RunContext, flags: { json?: boolean; quiet?: boolean }): Reporter {
  const mode = flags.json ? 'json' : flags.quiet ? 'quiet' : ctx.stderr.isTTY ? 'tty' : 'plain';
  return createReporter({ mode, stream: ctx.stderr, verbose: ctx.verbose, color: ctx.color });
}
