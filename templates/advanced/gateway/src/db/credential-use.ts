// last_used_at of API keys, stamped off the request path. SQL never writes it inside a request's transaction
// (which may be read-only, serializable, or on a replica); when a stamp is due, membership.authenticate raises
// NOTICE "pgmi.credential.use" whose DETAIL is a sealed token, and this module hands the token to
// membership.record_credential_use on the primary, in autocommit, at most once a minute per key and process.
// SQL checks the token and the minute again, so replicas of this gateway may all report the same use.
import type pg from 'pg';
import type { ServerNotice } from './server-notice.js';
import { describeError, type Logger } from '../log.js';

export const CREDENTIAL_USE_NOTICE = 'pgmi.credential.use';
const TOKEN = /^([0-9a-f]{6,32})\.[0-9]{1,12}\.[0-9a-f]{64}$/;
const MIN_INTERVAL_MS = 60_000;

export class CredentialUseRecorder {
  private readonly lastReportMs = new Map<string, number>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly log: Logger,
    private readonly now: () => number = Date.now,
  ) {}

  /** A notice handler: stores "pgmi.credential.use" reports, ignores every other notice. Never throws. */
  observe(notice: ServerNotice): void {
    if (notice.message !== CREDENTIAL_USE_NOTICE || typeof notice.detail !== 'string') return;
    const keyId = TOKEN.exec(notice.detail)?.[1];
    if (keyId === undefined) return;
    const now = this.now();
    const last = this.lastReportMs.get(keyId);
    if (last !== undefined && now - last < MIN_INTERVAL_MS) return;
    if (this.lastReportMs.size >= 10_000) this.lastReportMs.clear();
    this.lastReportMs.set(keyId, now);
    this.pool
      .query('SELECT membership.record_credential_use($1)', [notice.detail])
      .catch((error: unknown) => this.log.warn('recording an API key use failed', { key_id: keyId, error: describeError(error) }));
  }
}
