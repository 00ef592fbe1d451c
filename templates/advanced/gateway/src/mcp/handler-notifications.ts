// SQL handlers report progress and log lines with api.mcp_progress / api.mcp_log, which raise a NOTICE
// whose message is `pgmi.mcp.notification` and whose DETAIL is the JSON-RPC notification. SQL already
// filters them (log level from logging/setLevel or _meta, progress only when asked for); this module checks
// the shape and ties progress to this request's token, or drops what does not belong to it.
import type { ServerNotice } from '../db/server-notice.js';
import { isJsonObject, type JsonObject } from '../json-rpc.js';
import { metaOf } from './protocol.js';

export const NOTIFICATION_NOTICE = 'pgmi.mcp.notification';
/** api.mcp_close_stream(): end the POST's event stream now; the client resumes with GET + Last-Event-ID. */
export const CLOSE_STREAM_NOTICE = 'pgmi.mcp.close_stream';

export function toClientNotification(notice: ServerNotice, request: JsonObject): JsonObject | undefined {
  if (notice.message !== NOTIFICATION_NOTICE || typeof notice.detail !== 'string') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(notice.detail);
  } catch {
    return undefined; // a malformed DETAIL is a handler bug; the result still goes out
  }
  if (!isJsonObject(parsed) || typeof parsed.method !== 'string' || !parsed.method.startsWith('notifications/')) return undefined;
  const params = isJsonObject(parsed.params) ? { ...parsed.params } : {};
  const meta = metaOf(request);

  if (parsed.method === 'notifications/progress') {
    // Progress is only for requests that asked for it, tagged with their token.
    const token = meta?.progressToken;
    if (typeof token !== 'string' && typeof token !== 'number') return undefined;
    params.progressToken = token;
  }
  return { jsonrpc: '2.0', method: parsed.method, params };
}
