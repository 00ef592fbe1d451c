// The version matrix on PostgreSQL 17 (test/matrix/support/template-matrix.ts says what runs).
import { describePostgresVersion } from './support/template-matrix.js';

await describePostgresVersion(17);
