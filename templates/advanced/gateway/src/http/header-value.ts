/** A request header's value, trimmed; the first of repeated ones; undefined when absent or blank. */
import type { GatewayRequest } from '../types.js';

export function headerValue(req: GatewayRequest, name: string): string | undefined {
  const raw = req.headers[name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}
