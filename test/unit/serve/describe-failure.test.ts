// pgmi serve's failed results: an unexpected error (a bug in pgmi) reaches the agent with any connection string's
// password masked, as the CLI's --json does, and a PgmiError keeps its facts.
import { describe, expect, it } from 'vitest';
import { describeFailure } from '../../../src/serve/tool-result.js';
import { SqlFailure } from '../../../src/errors.js';

describe('describeFailure', () => {
  it('masks passwords in an unexpected error', () => {
    const failure = describeFailure(new Error('connect failed: postgresql://deployer:hunter2-secret@db:5432/app'));
    expect(failure).toMatchObject({ code: 'unexpected', exitCode: 1 });
    expect(failure.message).toContain('postgresql://deployer:***@db:5432/app');
    expect(JSON.stringify(failure)).not.toContain('hunter2-secret');
  });

  it('keeps the facts of a PgmiError, with the file relative to the project', () => {
    const failure = describeFailure(new SqlFailure('boom', { file: '/p/api/a.sql', line: 2, sqlstate: '42P01' }), '/p');
    expect(failure).toMatchObject({ code: 'sql_failed', exitCode: 13, message: 'boom', file: 'api/a.sql', line: 2, sqlstate: '42P01' });
  });
});
