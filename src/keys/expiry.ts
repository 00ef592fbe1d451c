// --expires values: a duration from now ("30d", "12h", "90m", "2w") or an ISO date/time.
import { UsageError } from '../errors.js';

const UNIT_MS: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };

export function parseExpiry(value: string | undefined, now = new Date()): Date | undefined {
  if (value === undefined || value === '' || value === 'never') return undefined;
  const relative = /^(\d+)\s*([mhdw])$/.exec(value.trim());
  if (relative) return new Date(now.getTime() + Number(relative[1]) * (UNIT_MS[relative[2] as string] ?? 0));
  const absolute = new Date(value);
  if (!Number.isNaN(absolute.getTime()) && /^\d{4}-\d{2}-\d{2}/.test(value)) {
    if (absolute.getTime() <= now.getTime()) throw new UsageError(`--expires ${value} is in the past`);
    return absolute;
  }
  throw new UsageError(`--expires "${value}" is not a duration or date`, { hint: 'Use 30d, 12h, 2w, or an ISO date such as 2027-01-31.' });
}
