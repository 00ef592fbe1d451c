// Planner statistics after a deploy (src/deploy/statistics.ts): the tables a deploy changed enough -- never
// analyzed, or a tenth of their rows -- are analyzed after COMMIT; a few rows of a large table are left to
// autovacuum; deploy.analyze: false turns it off; a table that cannot be analyzed in time is a warning, and the
// deploy stays applied. pg_class.reltuples is what ANALYZE writes: -1 until a table is first analyzed or vacuumed.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPgmi } from '../support/cli.js';
import { makeProject, queryOne } from '../support/project.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { removeDir } from '../support/temp-dir.js';

// Autovacuum is off for both tables: only pgmi may analyze them while the test looks.
const files = {
  'pgmi.yaml': 'deploy:\n  order: [lib/]\n',
  'lib/01-tables.sql': [
    'CREATE SCHEMA IF NOT EXISTS app;',
    'CREATE TABLE IF NOT EXISTS app.small (id int PRIMARY KEY) WITH (autovacuum_enabled = false);',
    'CREATE TABLE IF NOT EXISTS app.big (id int PRIMARY KEY) WITH (autovacuum_enabled = false);',
    '',
  ].join('\n'),
  'lib/02-rows.sql': [
    'INSERT INTO app.small SELECT g FROM generate_series(1, 12) g ON CONFLICT DO NOTHING;',
    'INSERT INTO app.big SELECT g FROM generate_series(1, 20000) g ON CONFLICT DO NOTHING;',
    '',
  ].join('\n'),
};

let db: TestDatabase;
let dir: string;

async function rowEstimate(url: string, table: string): Promise<number> {
  return Number((await queryOne<{ n: number }>(url, 'SELECT reltuples AS n FROM pg_catalog.pg_class WHERE oid = $1::regclass', [table])).n);
}

beforeAll(async () => {
  db = await createTestDatabase('deploy_stats');
  dir = await makeProject(files);
});
afterAll(async () => {
  await db?.drop();
  if (dir) await removeDir(dir);
});

describe('statistics after a deploy', () => {
  it('analyzes the tables a deploy filled, after COMMIT, and says so under --verbose', async () => {
    const result = await runPgmi(['deploy', dir, '--connection', db.url, '--verbose']);
    expect(result.exitCode, String(result.stderr)).toBe(0);
    expect(String(result.stderr)).toMatch(/analyzed \d+ changed tables in \d+ ms: .*app\.big.*app\.small/);
    expect(await rowEstimate(db.url, 'app.small')).toBe(12);
    expect(await rowEstimate(db.url, 'app.big')).toBe(20000);
  });

  it('analyzes a table a redeploy changed by a tenth or more, and leaves a large table it barely touched to autovacuum', async () => {
    writeFileSync(join(dir, 'lib', '03-more.sql'), 'INSERT INTO app.small SELECT g FROM generate_series(13, 24) g ON CONFLICT DO NOTHING;\nDELETE FROM app.big WHERE id = 1;\n');
    const result = await runPgmi(['deploy', dir, '--connection', db.url]);
    expect(result.exitCode, String(result.stderr)).toBe(0);
    expect(await rowEstimate(db.url, 'app.small')).toBe(24);
    // One row of 20,000 changed: not analyzed (ANALYZE would have counted 19,999).
    expect(await rowEstimate(db.url, 'app.big')).toBe(20000);
  });

  it('does not analyze when a redeploy has nothing to do', async () => {
    await queryOne(db.url, 'INSERT INTO app.small SELECT g FROM generate_series(25, 99) g RETURNING 1');
    const result = await runPgmi(['deploy', dir, '--connection', db.url]);
    expect(result.exitCode, String(result.stderr)).toBe(0);
    expect(String(result.stderr)).toMatch(/up to date/);
    expect(await rowEstimate(db.url, 'app.small')).toBe(24);
  });

  it('warns, and keeps the deploy applied, when a changed table cannot be analyzed within the lock timeout', async () => {
    const holder = new pg.Client({ connectionString: db.url });
    await holder.connect();
    try {
      // SHARE UPDATE EXCLUSIVE: the deploy's own inserts go through, its ANALYZE waits for this lock.
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE app.small IN SHARE UPDATE EXCLUSIVE MODE');
      writeFileSync(join(dir, 'lib', '04-even-more.sql'), 'INSERT INTO app.small SELECT g FROM generate_series(100, 150) g ON CONFLICT DO NOTHING;\n');
      const result = await runPgmi(['deploy', dir, '--connection', db.url, '--lock-timeout', '1s']);
      expect(result.exitCode, String(result.stderr)).toBe(0);
      expect(String(result.stderr)).toMatch(/warning: the deploy is applied, but the tables it changed were not analyzed \(canceling statement due to lock timeout\); autovacuum will, or run ANALYZE\./);
    } finally {
      await holder.query('ROLLBACK').catch(() => undefined);
      await holder.end();
    }
    expect((await queryOne<{ n: number }>(db.url, 'SELECT count(*)::int AS n FROM app.small')).n).toBe(150);
    const last = await queryOne<{ status: string }>(db.url, 'SELECT status FROM pgmi.deployment ORDER BY deployment_id DESC LIMIT 1');
    expect(last.status).toBe('succeeded');
    expect(await rowEstimate(db.url, 'app.small')).toBe(24);
  });

  it('leaves statistics alone with deploy.analyze: false in pgmi.yaml', async () => {
    const off = await createTestDatabase('deploy_stats_off');
    const offDir = await makeProject({ ...files, 'pgmi.yaml': 'deploy:\n  order: [lib/]\n  analyze: false\n' });
    try {
      const result = await runPgmi(['deploy', offDir, '--connection', off.url, '--verbose']);
      expect(result.exitCode, String(result.stderr)).toBe(0);
      expect(String(result.stderr)).not.toMatch(/analyzed/);
      expect(await rowEstimate(off.url, 'app.small')).toBe(-1);
    } finally {
      await off.drop();
      await removeDir(offDir);
    }
  });

  it('refuses a deploy.analyze that is not true or false, naming the line', async () => {
    const badDir = await makeProject({ ...files, 'pgmi.yaml': 'deploy:\n  order: [lib/]\n  analyze: sometimes\n' });
    try {
      const result = await runPgmi(['deploy', badDir, '--connection', db.url]);
      expect(result.exitCode).toBe(10);
      expect(String(result.stderr)).toMatch(/pgmi\.yaml:3:\d+.*"deploy\.analyze" must be true or false/);
    } finally {
      await removeDir(badDir);
    }
  });
});
