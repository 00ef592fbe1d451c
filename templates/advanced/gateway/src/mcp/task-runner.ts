// Runs MCP tasks (lib/api/29-mcp-tasks.sql) after the HTTP request that created them has ended. Tasks live in
// SQL, so any replica answers tasks/get and any replica may run a task. The database decides everything about a
// task; this runner only asks it to run one (lib/api/37-mcp-task-runner.sql):
//   api.mcp_task_claim(timeout) on a connection of a dedicated pool (DATABASE_LISTEN_URL: a direct connection, as
//   the claim is a session-level lock) picks the next task fairly and answers its handle and isolation floor;
//   BEGIN … api.mcp_task_run() … COMMIT runs the handler as the task's creator and records the outcome atomically;
//   api.mcp_task_release() ends the claim (an unfinished run: failed past its time limit, else queued again).
// It never learns a task id and writes no text into a task: the handler's progress arrives as a NOTICE sealed by
// the run, handed back unchanged to api.mcp_task_progress. Claims happen when pgmi_task announces "queued" and
// every MCP_TASK_POLL_MS (a replica that died, a missed announcement), up to MCP_TASK_CONCURRENCY at once.
// tasks/cancel announces "cancel" (by handle); the replica running it cancels the statement (a cancel request, as
// psql's Ctrl-C sends), and the connection is closed, never reused: the cancel may arrive after the run ended and
// must not land on a later statement. Closing it ends the claim (its lock goes with the session); so does a
// connection the server or the network ended, and the database runs that task again.
// An announcement can be missed (the LISTEN connection was being re-opened, or is closed during shutdown) and a
// cancel request can go unheeded, so while tasks run the runner also asks the database every MCP_TASK_POLL_MS which
// of them were cancelled (api.mcp_task_cancelled), and sends the request again to a statement still running after it.
import pg from 'pg';
import type { GatewayConfig } from '../config.js';
import { cancelBackend } from '../db/cancel.js';
import { classifyDbError } from '../db/errors.js';
import { guardPool } from '../db/pools.js';
import { beginStatement, policyFromRow } from '../db/policy.js';
import type { ServerNotice } from '../db/server-notice.js';
import type { LibpqTarget } from '../db/libpq-target.js';
import { isJsonObject } from '../json-rpc.js';
import { describeError, type Logger } from '../log.js';

/** The NOTICE a run raises for api.mcp_progress; its DETAIL is the sealed progress for api.mcp_task_progress. */
export const TASK_PROGRESS_NOTICE = 'pgmi.mcp.task_progress';

/** A cancelled statement still running this long after its cancel request (at least a poll interval) is sent another. */
const RESEND_CANCEL_AFTER_MS = 1000;

interface Claim {
  /** SHA-256 of the task id: names the task in pgmi_task announcements and logs, and reveals nothing. */
  handle: string;
  isolation: string | null;
}

interface Running {
  client: pg.PoolClient;
  /** Cancel requests sent to this connection's backend (any: the connection is never reused). */
  cancelRequests: number;
  /** When the last one was sent (Date.now()). */
  cancelSentMs: number;
  done: Promise<void>;
}

export class TaskRunner {
  private readonly pool: pg.Pool;
  private readonly running = new Map<string, Running>();
  private readonly lastProgressMs = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private isFilling = false;
  private isCheckingCancels = false;
  private isStopped = false;

  constructor(
    private readonly config: GatewayConfig,
    private readonly primary: pg.Pool,
    target: LibpqTarget,
    private readonly log: Logger,
  ) {
    this.pool = new pg.Pool({
      // sslmode as libpq reads it (db/libpq-target.ts), like every other connection of the gateway.
      Client: target.clientClass(),
      connectionString: target.connectionString,
      max: Math.max(config.taskConcurrency, 1),
      connectionTimeoutMillis: config.poolAcquireTimeoutMs,
      idleTimeoutMillis: 30_000,
      keepAlive: true,
      application_name: `${config.serverName}-tasks`.slice(0, 63),
    });
    guardPool(this.pool, log, 'tasks');
  }

  get active(): number {
    return this.running.size;
  }

  start(): void {
    if (this.config.taskConcurrency === 0) return;
    this.timer = setInterval(() => this.catchUp(), this.config.taskPollMs);
    this.timer.unref();
    this.fill();
  }

  /** pgmi_task: {"handle", "event": "queued" | "cancel" | "status"}; all but a cancel prompt a claim round (a task that ended frees a slot). */
  onEvent(payload: string | undefined): void {
    let event: unknown;
    try {
      event = JSON.parse(payload ?? '');
    } catch {
      return; // not ours to read
    }
    if (!isJsonObject(event) || typeof event.handle !== 'string') return;
    if (event.event === 'cancel') this.cancel(event.handle);
    else this.fill();
  }

  /** Claims what was queued and stops what was cancelled without this replica hearing of it: every poll, and after a gap in the announcements. */
  catchUp(): void {
    if (this.timer === undefined || this.isStopped) return; // not started, tasks are off, or stopping
    this.fill();
    this.checkCancels();
  }

  /**
   * Stops claiming and lets running tasks finish until `deadlineMs` has passed (stopping any a client cancels
   * meanwhile); the rest are cancelled, and the database runs them again on another replica (their claims end with
   * their connections).
   */
  async stop(deadlineMs = 0): Promise<void> {
    this.isStopped = true;
    if (this.timer) clearInterval(this.timer);
    // A client may still cancel a task that is finishing, and the LISTEN connection is closed by now.
    const checking = setInterval(() => this.checkCancels(), this.config.taskPollMs);
    checking.unref();
    const pending = Promise.all([...this.running.values()].map((run) => run.done));
    await Promise.race([pending, new Promise((resolve) => setTimeout(resolve, deadlineMs).unref())]);
    clearInterval(checking);
    for (const handle of [...this.running.keys()]) this.cancel(handle);
    await pending;
    await this.pool.end().catch((error: unknown) => this.log.warn('closing the task pool failed', { error: describeError(error) }));
  }

  private cancel(handle: string): void {
    const running = this.running.get(handle);
    if (!running) return;
    const now = Date.now();
    if (running.cancelRequests > 0) {
      // A cancel request the server acted on ends the run within moments; one still running after this was lost.
      if (now - running.cancelSentMs < Math.max(this.config.taskPollMs, RESEND_CANCEL_AFTER_MS)) return;
      if (running.cancelRequests === 1) this.log.warn('a cancelled task is still running; sending the cancel request again', { task: handle });
    }
    running.cancelRequests++;
    running.cancelSentMs = now;
    void cancelBackend(running.client);
  }

  /** Which running tasks were cancelled, asked of the database (one statement, only while tasks run). */
  private checkCancels(): void {
    if (this.running.size === 0 || this.isCheckingCancels) return;
    this.isCheckingCancels = true;
    this.primary
      .query<{ handle: string }>('SELECT handle FROM api.mcp_task_cancelled($1) AS handle', [[...this.running.keys()]])
      .then(({ rows }) => {
        for (const { handle } of rows) this.cancel(handle);
      })
      .catch((error: unknown) => this.log.warn('checking for cancelled tasks failed', { error: describeError(error) }))
      .finally(() => {
        this.isCheckingCancels = false;
      });
  }

  private fill(): void {
    if (this.isFilling || this.isStopped || this.config.taskConcurrency === 0) return;
    this.isFilling = true;
    void this.claimWhileFree()
      .catch((error: unknown) => this.log.warn('claiming tasks failed', { error: describeError(error) }))
      .finally(() => {
        this.isFilling = false;
      });
  }

  private async claimWhileFree(): Promise<void> {
    while (!this.isStopped && this.running.size < this.config.taskConcurrency) {
      const client = await this.pool.connect();
      let claim: Claim | undefined;
      try {
        // Autocommit: the claim is visible (and its lock held by this connection) before the run starts.
        claim = (await client.query<Claim>('SELECT handle, isolation FROM api.mcp_task_claim($1)', [this.config.taskTimeoutMs])).rows[0];
      } catch (error) {
        client.release(error instanceof Error ? error : new Error(String(error)));
        throw error;
      }
      if (claim === undefined) {
        client.release();
        return;
      }
      const { handle } = claim;
      const running: Running = { client, cancelRequests: 0, cancelSentMs: 0, done: Promise.resolve() };
      this.running.set(handle, running);
      running.done = this.run(claim, running).finally(() => {
        // A claim of this replica's taken over after its lease may be claimed here again: its end is not the new run's.
        if (this.running.get(handle) === running) {
          this.running.delete(handle);
          this.lastProgressMs.delete(handle);
        }
        this.fill();
      });
    }
  }

  private async run(claim: Claim, running: Running): Promise<void> {
    const { client } = running;
    const onNotice = (notice: ServerNotice): void => this.progress(claim.handle, notice);
    client.on('notice', onNotice);
    let broken: Error | undefined;
    try {
      const policy = { ...policyFromRow({ transaction_isolation: claim.isolation }), readOnly: false, deferrable: false };
      // A task runs on a direct connection for minutes: its limit is the server's statement_timeout (an integer
      // validated by config.ts), so it holds even if this process dies.
      const begin = beginStatement(policy) + (this.config.taskTimeoutMs > 0 ? `; SET LOCAL statement_timeout = ${this.config.taskTimeoutMs}` : '');
      for (let attempt = 1; ; attempt++) {
        try {
          await client.query(begin);
          const result = await client.query<{ status: string | null }>('SELECT api.mcp_task_run() AS status');
          await client.query('COMMIT');
          this.log.info('task ran', { task: claim.handle, status: result.rows[0]?.status ?? 'not runnable', attempts: attempt });
          break;
        } catch (error) {
          const kind = classifyDbError(error);
          await client.query('ROLLBACK').catch((rollbackError: unknown) => {
            broken = rollbackError instanceof Error ? rollbackError : new Error('rollback failed');
          });
          // Cancelled, lost or unusable: the connection goes, and with it the claim.
          if (running.cancelRequests > 0 || broken || kind === 'unavailable') {
            broken ??= error instanceof Error ? error : new Error(String(error));
            if (running.cancelRequests === 0) this.log.warn('task run interrupted; the database runs it again', { task: claim.handle, error: describeError(error) });
            return;
          }
          if (kind === 'retryable' && attempt < this.config.retryMaxAttempts) continue;
          this.log.warn(kind === 'timeout' ? 'task ran past its time limit' : 'task failed outside its handler', { task: claim.handle, error: describeError(error) });
          break;
        }
      }
      // What an unfinished run means (time limit, attempts, queued again) is the database's to decide.
      await client.query('SELECT api.mcp_task_release()');
    } catch (error) {
      broken ??= error instanceof Error ? error : new Error(String(error));
      this.log.warn('task run interrupted; the database runs it again', { task: claim.handle, error: describeError(error) });
    } finally {
      client.off('notice', onNotice);
      if (running.cancelRequests > 0) broken ??= new Error('sent a cancel request');
      client.release(broken);
    }
  }

  /** A run's sealed progress (api.mcp_progress in a task), recorded as the task's statusMessage at most once a second. */
  private progress(handle: string, notice: ServerNotice): void {
    if (notice.message !== TASK_PROGRESS_NOTICE || typeof notice.detail !== 'string') return;
    const now = Date.now();
    if (now - (this.lastProgressMs.get(handle) ?? 0) < 1000) return;
    this.lastProgressMs.set(handle, now);
    this.primary
      .query('SELECT api.mcp_task_progress($1)', [notice.detail])
      .catch((error: unknown) => this.log.debug('recording task progress failed', { task: handle, error: describeError(error) }));
  }
}
