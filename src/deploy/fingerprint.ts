// The deploy fingerprint: one hash over everything that decides what a deploy does. Equal to the last
// successful deploy's fingerprint → nothing to do.
import { createHash } from 'node:crypto';

export interface FingerprintInput {
  pgmiVersion: string;
  scripts: ReadonlyArray<{ path: string; kind: string; checksum: string }>;
  tests: ReadonlyArray<{ path: string; checksum: string }>;
  params: Record<string, string>;
  extra: unknown;
}

export function computeFingerprint(input: FingerprintInput): string {
  const params = Object.keys(input.params)
    .sort()
    .map((key) => [key, input.params[key]]);
  const canonical = JSON.stringify({
    v: 1,
    pgmi: input.pgmiVersion,
    scripts: input.scripts.map((s) => [s.path, s.kind, s.checksum]),
    tests: input.tests.map((t) => [t.path, t.checksum]),
    params,
    extra: input.extra,
  });
  return createHash('sha256').update(canonical).digest('hex');
}
