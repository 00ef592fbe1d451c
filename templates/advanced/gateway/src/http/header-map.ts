// The request headers SQL sees (an hstore with lowercase keys, built from a flat key/value text[]).
// Identity headers are the trust boundary: whatever a client sent as x-user-*, x-tenant-id or
// authorization is dropped, and x-user-id is set only from a key this gateway verified.
import type { Identity } from '../types.js';

const STRIPPED = new Set(['authorization', 'proxy-authorization', 'x-tenant-id', 'x-user-id', 'x-user-email']);

function isStripped(name: string): boolean {
  return STRIPPED.has(name) || name.startsWith('x-user-');
}

/** Flat `[name, value, name, value, …]`; repeated headers are joined with ", " as HTTP allows. */
export function headerPairs(rawHeaders: readonly string[], identity: Identity | undefined): string[] {
  const merged = new Map<string, string>();
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!.toLowerCase();
    const value = rawHeaders[i + 1]!;
    if (isStripped(name) || value.includes('\0')) continue;
    const previous = merged.get(name);
    merged.set(name, previous === undefined ? value : `${previous}, ${value}`);
  }
  if (identity) merged.set('x-user-id', identity.userId);
  return [...merged].flat();
}

/** Response headers from SQL (`hstore_to_json` text) as a plain map; anything unreadable yields none. */
export function parseHeaderJson(text: string | null): Record<string, string> {
  if (text === null) return {};
  const parsed: unknown = JSON.parse(text);
  const headers: Record<string, string> = {};
  if (typeof parsed !== 'object' || parsed === null) return headers;
  for (const [name, value] of Object.entries(parsed)) {
    if (typeof value === 'string' && /^[!#$%&'*+.^_`|~0-9a-z-]+$/i.test(name)) headers[name.toLowerCase()] = value;
  }
  return headers;
}
