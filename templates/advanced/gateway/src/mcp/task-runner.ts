// Runs MCP tasks (lib/api/11-mcp-tasks.sql) after the HTTP request that created them has ended. Tasks live in
// SQL, so any replica answers tasks/get and any replica may run a task: each runner claims work with
// api.mcp_task_claim (SKIP LOCKED) when it hears pgmi_task "queued", and every MCP_TASK_POLL_MS in case it
// missed an announcement or a replica died mid-run (a task whose runner connection is gone is claimable again).
// At most MCP_TASK_CONCURRENCY tasks run at once per replica, each on its own connection of a dedicated pool
// (DATABASE_LISTEN_URL: a direct connection, so the backend that claimed a task is the one running it), in one
// transaction: BEGIN … api.mcp_task_run … COMMIT, which runs the handler as the caller who created the task and
// records the outcome atomically. tasks/cancel announces "cancel"; the replica running it cancels the statement
// (a cancel request, as psql's Ctrl-C sends), the transaction rolls back, and api.mcp_task_release leaves the task
// cancelled. A connection that was sent a cancel is closed, never reused: the cancel may arrive after the task has
// ended on its own, and it must not land on the next task that connection would run.
import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { GatewayConfig } from '../config.js';
import { cancelBackend } from '../db/cancel.js';
import { classifyDbError, sqlstateOf } from '../db/errors.js';
import { beginStatement, DEFAULT_POLICY, policyFromRow, type TransactionPolicy } from '../db/policy.js';
import type { ServerNotice } from '../db/transaction.js';
import type { LibpqTarget } from '../db/libpq-target.js';
import { isJsonObject } from '../json-rpc.js';
import { describeError, type Logger } from '../log.js';
import { NOTIFICATION_NOTICE } from './handler-notifications.js';

interface Running {
  client: pg.PoolClient;
  /** A cancel request was sent to this connection's backend. */
  cancelled: boolean;
}

export class TaskRunner {
  readonly runnerId = `${hostname().slice(0, 40)}-${process.pid}-${randomUUID().slice(0, 8)}`;
  private readonly pool: pg.Pool;
  private readonly running = new Map<string, Running>();
  private timer: NodeJS.Timeout | undefined;
  private isFilling = false;
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
    this.pool.on('error', (error) => log.warn('idle task connection lost', { error: describeError(error) }));
  }

  get active(): number {
    return this.running.size;
  }

  start(): void {
    if (this.config.taskConcurrency === 0) return;
    this.timer = setInterval(() => this.fill(), this.config.taskPollMs);
    this.timer.unref();
    this.fill();
  }

  /** pgmi_task: {"task_id", "event": "queued" | "cancel"}. */
  onEvent(payload: string | undefined): void {
    let event: unknown;
    try {
      event = JSON.parse(payload ?? '');
    } catch {
      return; // not ours to read
    }
    if (!isJsonObject(event) || typeof event.task_id !== 'string') return;
    if (event.event === 'cancel') this.cancel(event.task_id);
    else this.fill();
  }

  /** Stops claiming; running tasks are left to finish until the pool closes (another replica takes them over then). */
  async stop(): Promise<void> {
    this.isStopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.pool.end().catch((error: unknown) => this.log.warn('closing the task pool failed', { error: describeError(error) }));
  }

  private cancel(taskId: string): void {
    const running = this.running.get(taskId);
    if (!running || running.cancelled) return;
    running.cancelled = true;
    void cancelBackend(running.client);
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
      let taskId: string | undefined;
      try {
        // Autocommit: the claim (and this connection's pid) is visible before the run starts.
        const claimed = await client.query<{ task_id: string }>('SELECT task_id FROM api.mcp_task_claim($1, 1) AS task_id', [this.runnerId]);
        taskId = claimed.rows[0]?.task_id;
      } catch (error) {
        client.release(error instanceof Error ? error : undefined);
        throw error;
      }
      if (taskId === undefined) {
        client.release();
        return;
      }
      this.running.set(taskId, { client, cancelled: false });
      void this.run(taskId, client).finally(() => {
        this.running.delete(taskId);
        this.lastProgressMs.delete(taskId);
        this.fill();
      });
    }
  }

  private async run(taskId: string, client: pg.PoolClient): Promise<void> {
    const onNotice = (notice: ServerNotice): void => this.progress(taskId, notice);
    client.on('notice', onNotice);
    let broken: Error | undefined;
    try {
      for (let attempt = 1; ; attempt++) {
        try {
          // A task runs on a direct connection for minutes: its limit is the server's statement_timeout (an integer
          // validated by config.ts), so it holds even if this process dies.
          const begin = beginStatement(await this.policyOf(taskId));
          await client.query(this.config.taskTimeoutMs > 0 ? `${begin}; SET LOCAL statement_timeout = ${this.config.taskTimeoutMs}` : begin);
          const result = await client.query<{ status: string | null }>('SELECT api.mcp_task_run($1, $2) AS status', [taskId, this.runnerId]);
          await client.query('COMMIT');
          this.log.info('task ran', { task_id: taskId, status: result.rows[0]?.status ?? 'not runnable', attempts: attempt });
          return;
        } catch (error) {
          const kind = classifyDbError(error);
          await client.query('ROLLBACK').catch((rollbackError: unknown) => {
            broken = rollbackError instanceof Error ? rollbackError : new Error('rollback failed');
          });
          if (kind === 'retryable' && attempt < this.config.retryMaxAttempts && !broken) continue;
          if (this.isStopped || broken || kind === 'unavailable') throw error; // left claimed; another replica takes it over
          const cancelled = sqlstateOf(error) === '57014';
          this.log.warn(cancelled ? 'task statement cancelled' : 'task failed outside its handler', { task_id: taskId, error: describeError(error) });
          const code = cancelled ? { code: -32603, message: 'The task ran past its time limit' } : { code: -32603, message: 'Internal error' };
          await this.primary.query('SELECT api.mcp_task_release($1, $2, $3::jsonb)', [taskId, this.runnerId, JSON.stringify(code)]);
          return;
        }
      }
    } catch (error) {
      broken ??= error instanceof Error ? error : new Error(String(error));
      this.log.warn('task run interrupted', { task_id: taskId, error: describeError(error) });
    } finally {
      client.off('notice', onNotice);
      if (this.running.get(taskId)?.cancelled) broken ??= new Error('sent a cancel request');
      client.release(broken);
    }
  }

  /** The tool's isolation floor; a task always writes (its outcome), so never read-only. */
  private async policyOf(taskId: string): Promise<TransactionPolicy> {
    const result = await this.primary.query(
      `SELECT p.transaction_isolation, p.transaction_read_only, p.transaction_deferrable
         FROM api.mcp_task t, api.mcp_request_policy(jsonb_build_object('jsonrpc', '2.0', 'id', 1, 'method', 'tools/call',
                                                                        'params', jsonb_build_object('name', t.tool_name)), NULL) p
        WHERE t.task_id = $1`,
      [taskId],
    ).catch(() => undefined);
    const policy = result?.rows[0] ? policyFromRow(result.rows[0]) : DEFAULT_POLICY;
    return { ...policy, readOnly: false, deferrable: false };
  }

  private readonly lastProgressMs = new Map<string, number>();

  /** api.mcp_progress in a task: shown as the task's statusMessage, at most once a second. */
  private progress(taskId: string, notice: ServerNotice): void {
    if (notice.message !== NOTIFICATION_NOTICE || typeof notice.detail !== 'string') return;
    let params: unknown;
    try {
      const parsed: unknown = JSON.parse(notice.detail);
      if (!isJsonObject(parsed) || parsed.method !== 'notifications/progress') return;
      params = parsed.params;
    } catch {
      return;
    }
    if (!isJsonObject(params)) return;
    const now = Date.now();
    if (now - (this.lastProgressMs.get(taskId) ?? 0) < 1000) return;
    this.lastProgressMs.set(taskId, now);
    const total = typeof params.total === 'number' ? ` of ${params.total}` : '';
    const text = `${typeof params.message === 'string' ? `${params.message}: ` : ''}${String(params.progress)}${total}`;
    this.primary
      .query('SELECT api.mcp_task_progress($1, $2, $3)', [taskId, this.runnerId, text])
      .catch((error: unknown) => this.log.debug('recording task progress failed', { task_id: taskId, error: describeError(error) }));
  }
}
