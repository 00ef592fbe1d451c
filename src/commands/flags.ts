// Flag values that need checking beyond what commander does.
import { UsageError } from '../errors.js';
import { parseDuration } from '../project/duration.js';

export function parseDurationFlag(flag: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const ms = parseDuration(value);
  if (ms === undefined) throw new UsageError(`${flag} "${value}" is not a duration`, { hint: 'Use forms like 500ms, 30s, 5m.' });
  return ms;
}
