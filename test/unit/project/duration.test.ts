// Durations as pgmi reads them (flags, pgmi.yaml) and prints them (summaries, errors).
import { describe, expect, it } from 'vitest';
import { formatDuration, parseDuration } from '../../../src/project/duration.js';

describe('parseDuration', () => {
  it('reads ms, s, m and h, decimals, spaces, and a bare number as seconds', () => {
    expect(parseDuration('500ms')).toBe(500);
    expect(parseDuration('10s')).toBe(10_000);
    expect(parseDuration('5m')).toBe(300_000);
    expect(parseDuration('1h')).toBe(3_600_000);
    expect(parseDuration('1.5s')).toBe(1500);
    expect(parseDuration(' 2 s ')).toBe(2000);
    expect(parseDuration('3')).toBe(3000);
    expect(parseDuration('0')).toBe(0);
  });

  it('reads a YAML number as seconds', () => {
    expect(parseDuration(3)).toBe(3000);
    expect(parseDuration(0.25)).toBe(250);
  });

  it('refuses what is not a duration: negative, unknown units, empty, not finite', () => {
    for (const value of ['-5s', '5d', '', 'soon', '1e3s', 's', '1 2s']) expect(parseDuration(value), value).toBeUndefined();
    for (const value of [-1, Number.NaN, Number.POSITIVE_INFINITY]) expect(parseDuration(value), String(value)).toBeUndefined();
  });
});

describe('formatDuration', () => {
  it('prints milliseconds below a second, seconds with two decimals below a minute, then minutes and seconds', () => {
    expect(formatDuration(0)).toBe('0ms');
    expect(formatDuration(12.4)).toBe('12ms');
    expect(formatDuration(1234)).toBe('1.23s');
    expect(formatDuration(59_994)).toBe('59.99s');
    expect(formatDuration(61_000)).toBe('1m1s');
    expect(formatDuration(3_600_000)).toBe('60m0s');
  });

  it('carries rounding into the next unit instead of printing 1000ms, 60.00s or 1m60s', () => {
    expect(formatDuration(999.6)).toBe('1.00s');
    expect(formatDuration(59_999)).toBe('1m0s');
    expect(formatDuration(119_600)).toBe('2m0s');
  });

  it('reads back what it prints', () => {
    for (const ms of [0, 250, 1500, 10_000]) expect(parseDuration(formatDuration(ms))).toBe(ms);
  });
});
