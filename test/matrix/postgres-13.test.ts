// The version matrix on PostgreSQL 13 (test/matrix/support/template-matrix.ts says what runs).
import { describePostgresVersion } from './support/template-matrix.js';

await describePostgresVersion(13);
