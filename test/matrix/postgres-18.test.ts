// The version matrix on PostgreSQL 18 (test/matrix/support/template-matrix.ts says what runs).
import { describePostgresVersion } from './support/template-matrix.js';

await describePostgresVersion(18);
