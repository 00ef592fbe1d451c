// Deterministic JSON-RPC fuzzing: well-formed requests with hostile values, and bodies that are not
// JSON-RPC (or not JSON) at all. A seeded generator keeps a failure reproducible.

export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const METHODS = ['initialize', 'ping', 'tools/list', 'tools/call', 'resources/list', 'resources/read', 'resources/templates/list',
  'prompts/list', 'prompts/get', 'completion/complete', 'logging/setLevel', 'notifications/initialized', 'server/discover', '', 'x'.repeat(300), 'tools/../call'];
const STRINGS = ['', 'gw_transaction', 'gw_whoami', 'no_such', '../../etc/passwd', "'; DROP TABLE api.handler; --", '\u00e9\u4e2d\ud83d\ude00', 'a'.repeat(5000),
  'test://static-text', '%00', '\\u0000', '$1', '{{x}}', '<script>', 'NaN'];

export function fuzzBody(random: () => number): string {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const value = (depth: number): unknown => {
    const roll = random();
    if (depth > 3 || roll < 0.25) return pick(STRINGS);
    if (roll < 0.4) return pick([0, -1, 1.5, 1e308, -1e-308, 2 ** 53 + 1, 42]);
    if (roll < 0.5) return pick([true, false, null]);
    if (roll < 0.75) return Array.from({ length: Math.floor(random() * 4) }, () => value(depth + 1));
    const object: Record<string, unknown> = {};
    for (let i = 0; i < Math.floor(random() * 4); i++) object[pick(STRINGS).slice(0, 20) || 'k'] = value(depth + 1);
    return object;
  };
  const message = (): Record<string, unknown> => {
    const m: Record<string, unknown> = {};
    if (random() < 0.9) m.jsonrpc = random() < 0.9 ? '2.0' : pick(['1.0', 2, null]);
    if (random() < 0.85) m.id = pick<unknown>(['a', 1, 0, -5, 1.25, null, true, {}, [], 'x'.repeat(100)]);
    if (random() < 0.95) m.method = random() < 0.9 ? pick(METHODS) : value(2);
    if (random() < 0.8) {
      m.params = random() < 0.8
        ? { name: random() < 0.7 ? pick(STRINGS) : value(2), uri: pick(STRINGS), arguments: value(1), protocolVersion: pick(['2025-06-18', '2099-01-01', 7]), _meta: random() < 0.2 ? { progressToken: value(2) } : undefined }
        : value(1);
    }
    return m;
  };
  const shape = random();
  // Values PostgreSQL cannot hold (see UNSTORABLE_VALUES; invalid UTF-8 needs raw bytes and has its own test).
  if (shape < 0.03) {
    const hostile = pick(['"\\u0000"', '"\\ud800x"', '1e999999999', `${'['.repeat(100_000)}${']'.repeat(100_000)}`, '{"k\\u0000": 1}']);
    const m = message();
    m.params = { ...(typeof m.params === 'object' && m.params !== null && !Array.isArray(m.params) ? m.params : {}), arguments: { message: '\u0001HOSTILE' } };
    return JSON.stringify(m).replace('"\\u0001HOSTILE"', hostile);
  }
  if (shape < 0.75) return JSON.stringify(message());
  if (shape < 0.82) return JSON.stringify(Array.from({ length: 1 + Math.floor(random() * 4) }, message));
  if (shape < 0.88) return JSON.stringify(value(0));
  const text = JSON.stringify(message());
  if (shape < 0.94) return text.slice(0, Math.floor(random() * text.length));
  // Byte-level damage: random bytes spliced into a valid message.
  const cut = Math.floor(random() * text.length);
  return text.slice(0, cut) + String.fromCharCode(Math.floor(random() * 256)) + text.slice(cut + 1);
}

/**
 * Bytes PostgreSQL cannot hold, as a JSON value for a body: \u0000 (22P05 in jsonb), a lone surrogate, bytes that
 * are not UTF-8 (22021), nesting deeper than the server's stack (54001), a number beyond numeric (22003).
 */
export const UNSTORABLE_VALUES: ReadonlyArray<{ name: string; json: Buffer }> = [
  { name: '\\u0000', json: Buffer.from('"a\\u0000b"') },
  { name: '\\u0000 in a key', json: Buffer.from('{"a\\u0000": 1}') },
  { name: 'lone surrogate', json: Buffer.from('"\\ud800"') },
  { name: 'invalid UTF-8', json: Buffer.concat([Buffer.from('"a'), Buffer.from([0xc3, 0x28, 0xff, 0xfe]), Buffer.from('b"')]) },
  { name: '100,000-deep nesting', json: Buffer.from(`${'['.repeat(100_000)}${']'.repeat(100_000)}`) },
  { name: 'number beyond numeric', json: Buffer.from(`1e${'9'.repeat(9)}`) },
];

/** A JSON text with `value` spliced in at `at` ("{…, "x": <value>}" style templates: "<v>" is replaced). */
export function spliceJson(template: string, value: Buffer): Buffer {
  const [before, after] = template.split('<v>');
  return Buffer.concat([Buffer.from(before ?? ''), value, Buffer.from(after ?? '')]);
}
