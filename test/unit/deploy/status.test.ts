// Each planned script against what the database last applied.
import { describe, expect, it } from 'vitest';
import type { PlannedScript } from '../../../src/deploy/plan.js';
import { scriptStatuses } from '../../../src/deploy/status.js';
import type { TrackedScript, TrackingState } from '../../../src/deploy/track.js';

const script = (path: string, checksum: string): PlannedScript => ({ path, kind: 'repeatable', checksum, content: '' });
const tracked = (path: string, checksum: string): TrackedScript => ({ path, kind: 'repeatable', checksum, lastAppliedAt: '2026-01-02T03:04:05Z', removedAt: null });
const state = (...scripts: TrackedScript[]): TrackingState => ({ exists: true, scripts: new Map(scripts.map((s) => [s.path, s])) });

describe('scriptStatuses', () => {
  it('marks a script the database never applied as pending, with nothing applied', () => {
    expect(scriptStatuses([script('a.sql', 'c1')], { exists: false, scripts: new Map() })).toEqual([{ script: script('a.sql', 'c1'), status: 'pending' }]);
  });

  it('marks an equal checksum up to date and a different one changed, with what was applied and when', () => {
    const [same, edited, fresh] = scriptStatuses([script('a.sql', 'c1'), script('b.sql', 'c2'), script('c.sql', 'c3')], state(tracked('a.sql', 'c1'), tracked('b.sql', 'old')));
    expect(same).toMatchObject({ status: 'up-to-date', appliedChecksum: 'c1', lastAppliedAt: '2026-01-02T03:04:05Z' });
    expect(edited).toMatchObject({ status: 'changed', appliedChecksum: 'old' });
    expect(fresh?.status).toBe('pending');
  });

  it('keeps the plan order and ignores tracked scripts the plan no longer has', () => {
    const statuses = scriptStatuses([script('z.sql', 'c'), script('a.sql', 'c')], state(tracked('gone.sql', 'x'), tracked('a.sql', 'c')));
    expect(statuses.map((s) => [s.script.path, s.status])).toEqual([['z.sql', 'pending'], ['a.sql', 'up-to-date']]);
  });
});
