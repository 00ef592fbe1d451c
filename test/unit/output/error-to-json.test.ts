// errorToJson is the one serialiser of errors for machines (the CLI's --json document; pgmi serve's failed results
// build on it): every fact of a PgmiError, and for anything else -- a bug in pgmi -- its message with any
// connection string's password masked, whoever calls it.
import { describe, expect, it } from 'vitest';
import { errorToJson, unexpectedErrorMessage } from '../../../src/output/render-error.js';
import { ProjectProblems, SqlFailure } from '../../../src/errors.js';

describe('errorToJson', () => {
  it('gives every fact of a PgmiError', () => {
    const error = new SqlFailure('relation "x" does not exist', { file: 'api/a.sql', line: 3, column: 7, sqlstate: '42P01', hint: 'create it first' });
    expect(errorToJson(error)).toEqual({
      code: 'sql_failed', message: 'relation "x" does not exist', file: 'api/a.sql', line: 3, column: 7, sqlstate: '42P01', hint: 'create it first',
    });
    const problems = new ProjectProblems([{ message: 'one', file: 'a.sql', line: 1 }, { message: 'two' }]);
    expect(errorToJson(problems)).toMatchObject({ code: 'invalid_project', problems: [{ message: 'one', file: 'a.sql', line: 1 }, { message: 'two' }] });
  });

  it('calls anything else unexpected and masks the passwords its message may quote', () => {
    const bug = new TypeError('cannot reach postgresql://app:s3cret-pw@db.example.com:5432/app; host=db password=other-secret');
    const json = errorToJson(bug);
    expect(json).toEqual({ code: 'unexpected', message: 'cannot reach postgresql://app:***@db.example.com:5432/app; host=db password=***' });
    expect(JSON.stringify(json)).not.toMatch(/s3cret-pw|other-secret/);
    expect(errorToJson('thrown text with postgres://u:pw@h/d')).toEqual({ code: 'unexpected', message: 'thrown text with postgres://u:***@h/d' });
    expect(unexpectedErrorMessage(bug)).toBe(json.message);
  });
});
