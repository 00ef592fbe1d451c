// Reads an Accept header into the two answers the MCP endpoint cares about.

export interface AcceptedMedia {
  /** application/json, application/*, or *\/* with q > 0. */
  json: boolean;
  /** text/event-stream or text/* named explicitly with q > 0 (a bare *\/* gets JSON, which is what it asked for). */
  eventStream: boolean;
  /** *\/* with q > 0. */
  anything: boolean;
}

export function parseAccept(header: string | undefined): AcceptedMedia {
  // No Accept header means the client takes anything (RFC 9110 §12.5.1).
  if (header === undefined || header.trim() === '') return { json: true, eventStream: false, anything: true };
  const accepted = { json: false, eventStream: false, anything: false };
  for (const part of header.split(',')) {
    const [rangeText = '', ...params] = part.split(';');
    const range = rangeText.trim().toLowerCase();
    if (qualityOf(params) <= 0) continue;
    if (range === '*/*') {
      accepted.anything = true;
      accepted.json = true;
    } else if (range === 'application/json' || range === 'application/*') {
      accepted.json = true;
    } else if (range === 'text/event-stream' || range === 'text/*') {
      accepted.eventStream = true;
    }
  }
  return accepted;
}

/** q from the parameters; an unreadable q counts as 1 (lenient, like most servers). */
function qualityOf(params: string[]): number {
  for (const param of params) {
    const [name, value] = param.split('=').map((s) => s.trim());
    if (name?.toLowerCase() === 'q' && value !== undefined) {
      const q = Number(value);
      return Number.isFinite(q) ? q : 1;
    }
  }
  return 1;
}

export function isJsonContentType(header: string | undefined): boolean {
  if (header === undefined) return false;
  const [mediaType = ''] = header.split(';');
  return mediaType.trim().toLowerCase() === 'application/json';
}
