// What a test's database is doing, as pg_stat_activity shows it: the events tests wait for instead of sleeping.
import { adminQuery } from '../../support/test-database.js';

/** Backends of the database at `url` inside pg_sleep now: slow handlers that hold their pool connection. */
export async function sleepingBackends(url: string): Promise<number> {
  const { rows } = await adminQuery(
    url,
    "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event = 'PgSleep' AND pid <> pg_backend_pid()",
  );
  return (rows[0] as { n: number }).n;
}
