// The version matrix on the test run's server: the machine's PostgreSQL on 127.0.0.1:5432 when one answers, else
// the embedded one (test/support/global-setup.ts).
import { describe } from 'vitest';
import { describeTemplates } from './support/template-matrix.js';
import { serverUrl } from '../support/test-database.js';

describe('the test server', () => {
  describeTemplates(serverUrl, { advanced: true });
});
