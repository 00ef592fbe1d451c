// Raw HTTP helpers for transport tests: every header and status stays visible.

export interface RawResponse {
  status: number;
  headers: Headers;
  text: string;
  json: any;
}

export const MCP_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };

export async function send(url: string, init: RequestInit = {}): Promise<RawResponse> {
  const response = await fetch(url, init);
  const text = await response.text();
  let json: unknown;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    json = undefined; // SSE or another non-JSON body; tests read `text`
  }
  return { status: response.status, headers: response.headers, text, json };
}

export function postMcp(url: string, body: unknown, headers: Record<string, string> = {}): Promise<RawResponse> {
  return send(url, {
    method: 'POST',
    headers: { ...MCP_HEADERS, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export function rpcRequest(method: string, params: Record<string, unknown> = {}, id: unknown = 1): Record<string, unknown> {
  return { jsonrpc: '2.0', id, method, params };
}

/** Reads a streaming response's text until `done` holds for the text so far, the stream ends, or `timeoutMs` passes;
 * then stops reading. */
export async function readStreamUntil(response: Response, done: (text: string) => boolean, timeoutMs = 10_000): Promise<string> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const deadline = Date.now() + timeoutMs;
  try {
    while (!done(text) && Date.now() < deadline) {
      const chunk = await Promise.race([reader.read(), new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), deadline - Date.now()))]);
      if (!chunk || chunk.done) break;
      text += decoder.decode(chunk.value, { stream: true });
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return text;
}

/** The JSON-RPC messages of an SSE body, in order. */
export function sseMessages(text: string): any[] {
  return text
    .split('\n\n')
    .map((block) => block.split('\n').filter((line) => line.startsWith('data:')).map((line) => line.slice(5).trim()).join('\n'))
    .filter((data) => data !== '')
    .map((data) => JSON.parse(data));
}
