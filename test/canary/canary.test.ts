// The canary: one real query through the run's PostgreSQL (local or embedded). test/cli/test-exit-code.test.ts
// runs it in a child vitest with PGMI_CANARY_MUST_FAIL=1 on both kinds of server, to prove a failing test
// makes the test command exit non-zero whichever server the run used.
import { describe, expect, it } from 'vitest';
import { adminQuery, serverUrl } from '../support/test-database.js';

describe('canary', () => {
  it('reaches the test server and reads its version', async () => {
    const result = await adminQuery(serverUrl(), 'SELECT current_setting($1)::int AS version', ['server_version_num']);
    expect(result.rows[0].version).toBeGreaterThanOrEqual(130000);
    if (process.env.PGMI_CANARY_MUST_FAIL === '1') expect('this canary').toBe('failing on purpose');
  });
});
