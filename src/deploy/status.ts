// Each planned script compared with what the database last applied: pending, changed or up to date.
import type { PlannedScript } from './plan.js';
import type { TrackingState } from './track.js';

export type ScriptState = 'pending' | 'changed' | 'up-to-date';

export interface ScriptStatus {
  script: PlannedScript;
  status: ScriptState;
  appliedChecksum?: string;
  lastAppliedAt?: string;
}

export function scriptStatuses(scripts: readonly PlannedScript[], state: TrackingState): ScriptStatus[] {
  return scripts.map((script) => {
    const tracked = state.scripts.get(script.path);
    if (!tracked) return { script, status: 'pending' };
    return {
      script,
      status: tracked.checksum === script.checksum ? 'up-to-date' : 'changed',
      appliedChecksum: tracked.checksum,
      lastAppliedAt: tracked.lastAppliedAt,
    };
  });
}
