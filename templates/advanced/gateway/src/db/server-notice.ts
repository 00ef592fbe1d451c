// The parts of a PostgreSQL NOTICE this gateway reads: handler logs, progress notifications, credential-use
// reports and handler failures all arrive as notices while a statement runs.
export interface ServerNotice {
  message?: string;
  detail?: string;
}
