// Durations in configuration and flags: "500ms", "10s", "5m", "1h", or a plain number of seconds.

const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** Milliseconds, or undefined when the text is not a duration. */
export function parseDuration(value: string | number): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.round(value * 1000) : undefined;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h)?\s*$/.exec(value);
  if (!match) return undefined;
  const amount = Number(match[1]);
  return Math.round(amount * (UNITS[match[2] ?? 's'] ?? 1000));
}

export function formatDuration(ms: number): string {
  // Each unit is chosen by the value as it will be printed, so rounding never shows 1000ms, 60.00s or 1m60s.
  if (Math.round(ms) < 1000) return `${Math.round(ms)}ms`;
  if (Math.round(ms / 10) < 6000) return `${(ms / 1000).toFixed(2)}s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}m${seconds % 60}s`;
}
