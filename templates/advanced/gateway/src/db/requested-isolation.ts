// X-PGMI-Transaction-Isolation lets a client ask for a stronger isolation level than the handler's floor
// (never a weaker one: SQL takes the maximum of the two).
import type { IncomingHttpHeaders } from 'node:http';
import { normalizeIsolation, type IsolationLevel } from './policy.js';

export const REQUESTED_ISOLATION_HEADER = 'x-pgmi-transaction-isolation';

export type RequestedIsolation = { ok: true; level: IsolationLevel | null } | { ok: false; value: string };

export function requestedIsolation(headers: IncomingHttpHeaders): RequestedIsolation {
  const raw = headers[REQUESTED_ISOLATION_HEADER];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (value === undefined || value === '') return { ok: true, level: null };
  const level = normalizeIsolation(value);
  return level ? { ok: true, level } : { ok: false, value: value.slice(0, 100) };
}
