// The deploy fingerprint decides "nothing to do": it must change with anything that changes what a deploy does,
// and with nothing else.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { computeFingerprint, type FingerprintInput } from '../../../src/deploy/fingerprint.js';

const input: FingerprintInput = {
  pgmiVersion: '0.1.0',
  scripts: [{ path: 'schema/001.sql', kind: 'once', checksum: 'aa' }, { path: 'lib/a.sql', kind: 'repeatable', checksum: 'bb' }],
  tests: [{ path: '__test__/test_a.sql', checksum: 'cc' }],
  params: { env: 'dev', region: 'eu' },
  extra: { verify: true },
};

describe('computeFingerprint', () => {
  it('is the SHA-256 of one canonical JSON text (changing that text makes every project redeploy once)', () => {
    const canonical = '{"v":1,"pgmi":"0.1.0","scripts":[["schema/001.sql","once","aa"],["lib/a.sql","repeatable","bb"]],'
      + '"tests":[["__test__/test_a.sql","cc"]],"params":[["env","dev"],["region","eu"]],"extra":{"verify":true}}';
    expect(computeFingerprint(input)).toBe(createHash('sha256').update(canonical).digest('hex'));
  });

  it('does not depend on the order parameters were given in', () => {
    expect(computeFingerprint({ ...input, params: { region: 'eu', env: 'dev' } })).toBe(computeFingerprint(input));
  });

  it('changes with the pgmi version, any script path, kind, checksum or order, any test, any parameter and the extra settings', () => {
    const [first, second] = input.scripts as [FingerprintInput['scripts'][0], FingerprintInput['scripts'][0]];
    const variants: Array<[string, FingerprintInput]> = [
      ['version', { ...input, pgmiVersion: '0.1.1' }],
      ['script checksum', { ...input, scripts: [first, { ...second, checksum: 'bc' }] }],
      ['script kind', { ...input, scripts: [first, { ...second, kind: 'once' }] }],
      ['script path', { ...input, scripts: [first, { ...second, path: 'lib/b.sql' }] }],
      ['script order', { ...input, scripts: [second, first] }],
      ['a script more', { ...input, scripts: [...input.scripts, { path: 'lib/c.sql', kind: 'repeatable', checksum: 'dd' }] }],
      ['test checksum', { ...input, tests: [{ path: '__test__/test_a.sql', checksum: 'cd' }] }],
      ['no tests', { ...input, tests: [] }],
      ['parameter value', { ...input, params: { env: 'prod', region: 'eu' } }],
      ['parameter added', { ...input, params: { ...input.params, extra: '' } }],
      ['extra', { ...input, extra: { verify: false } }],
    ];
    const seen = new Map<string, string>([[computeFingerprint(input), 'original']]);
    for (const [name, variant] of variants) {
      const fingerprint = computeFingerprint(variant);
      expect(seen.get(fingerprint), `${name} gives the fingerprint of ${seen.get(fingerprint)}`).toBeUndefined();
      seen.set(fingerprint, name);
    }
  });
});
