// The request headers SQL sees (an hstore with lowercase keys, built from a flat key/value text[]).
// The credential travels as `authorization: Bearer <token>`, exactly the one steps/authenticate.ts read (a repeated
// header cannot smuggle a second one); SQL verifies it and removes it before handlers see the headers. Headers that
// once carried identity (x-user-*, x-tenant-id) mean nothing to SQL; they are dropped here too, as is
// proxy-authorization (meant for a proxy, never for the application).

// x-pgmi-search-vector is the gateway's own (search/query-vector.ts): a client's is dropped.
const STRIPPED = new Set(['authorization', 'proxy-authorization', 'x-tenant-id', 'x-user-id', 'x-user-email', 'x-pgmi-search-vector']);

function isStripped(name: string): boolean {
  return STRIPPED.has(name) || name.startsWith('x-user-');
}

/** Flat `[name, value, name, value, …]`; repeated headers are joined with ", " as HTTP allows. */
export function headerPairs(rawHeaders: readonly string[], credential: string | undefined): string[] {
  const merged = new Map<string, string>();
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!.toLowerCase();
    const value = rawHeaders[i + 1]!;
    if (isStripped(name) || value.includes('\0')) continue;
    const previous = merged.get(name);
    merged.set(name, previous === undefined ? value : `${previous}, ${value}`);
  }
  if (credential !== undefined) merged.set('authorization', `Bearer ${credential}`);
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
