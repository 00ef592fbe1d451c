// The order of work under `pgmi dev --watch` (src/dev/change-queue.ts): a save whose handling fails, even by
// throwing what pgmi did not expect, must not stop later saves from being handled. A queue that chains every
// change onto the previous one's promise would stop at the first rejection and never deploy again.
import { describe, expect, it } from 'vitest';
import { createChangeQueue } from '../../../src/dev/change-queue.js';
import type { ProjectChange } from '../../../src/dev/watch-project.js';

const sql = (...paths: string[]): ProjectChange => ({ sql: paths, gateway: [] });

describe('createChangeQueue', () => {
  it('handles every later save after a handler that rejected', async () => {
    const handled: string[][] = [];
    const unexpected: unknown[] = [];
    const queue = createChangeQueue(async (change) => {
      handled.push(change.sql);
      if (change.sql.includes('api/broken.sql')) throw new Error('redeploy blew up');
    }, (error) => unexpected.push(error));

    queue.push(sql('api/broken.sql'));
    await queue.idle();
    queue.push(sql('api/fixed.sql'));
    await queue.idle();
    queue.push(sql('api/later.sql'));
    await queue.idle();

    expect(handled).toEqual([['api/broken.sql'], ['api/fixed.sql'], ['api/later.sql']]);
    expect(unexpected.map((error) => (error as Error).message)).toEqual(['redeploy blew up']);
  });

  it('merges saves that arrive while a change is handled into one, and aborts the running one', async () => {
    const handled: string[][] = [];
    const aborted: boolean[] = [];
    let release: () => void = () => undefined;
    let started: () => void = () => undefined;
    const firstStarted = new Promise<void>((resolveStarted) => (started = resolveStarted));
    const queue = createChangeQueue(async (change, superseded) => {
      handled.push(change.sql);
      if (handled.length > 1) return;
      started();
      await new Promise<void>((resolveRelease) => (release = resolveRelease));
      aborted.push(superseded.aborted);
      throw new Error('the first one fails after it was superseded');
    }, () => undefined);
    queue.push(sql('api/a.sql'));
    await firstStarted;
    queue.push(sql('api/c.sql'));
    queue.push(sql('api/b.sql', 'api/c.sql'));
    release();
    await queue.idle();

    expect(aborted).toEqual([true]);
    expect(handled).toEqual([['api/a.sql'], ['api/b.sql', 'api/c.sql']]);
  });
});
