// A handshake-revision request whose handler needs input: SQL answers "input required"
// (resultType input_required, inputRequests, requestState); this module turns each input request into a real
// server→client request on the POST's event stream, waits for the answers (MCP_INPUT_TIMEOUT_MS), and calls
// the handler again, in a new transaction, with inputResponses and the sealed requestState — as a 2026-07-28
// client would have done itself. 2026-07-28 requests get the input-required result as it is.
import { ErrorCode, idOf, isJsonObject, jsonRpcError, type JsonObject } from '../json-rpc.js';
import type { TransactionPolicy } from '../db/policy.js';
import type { TransactionOutcome } from '../db/transaction.js';
import type { Services } from '../services.js';
import { ClientRequestTimeout, type ClientOwner } from './client-requests.js';
import { dispatchMessage, type McpContextFacts } from './dispatch.js';
import type { McpMessage } from './exchange.js';
import type { StopSignal } from '../http/stop-signal.js';

/** More rounds than any sane dialogue needs; a handler that keeps asking is stopped. */
const MAX_ROUNDS = 10;

export interface InteractiveOptions {
  policy: TransactionPolicy;
  context: McpContextFacts;
  /** Notifications and server→client requests for the client, in order; undefined when nothing can be streamed. */
  emit?: (message: JsonObject) => void;
  /** The handler asked to end the POST's event stream early (the client resumes with GET). */
  onCloseStream?: () => void;
  owner: ClientOwner;
  signal: StopSignal;
  /** The request's id, for the handler-failure log line. */
  requestId?: string;
}

export async function dispatchInteractive(services: Services, message: McpMessage, options: InteractiveOptions): Promise<TransactionOutcome<string | null>> {
  let current = message;
  let retries = 0;
  for (let round = 1; ; round++) {
    const outcome = await dispatchMessage(services, current, {
      policy: options.policy,
      context: options.context,
      requestId: options.requestId,
      signal: options.signal,
      onNotification: options.emit,
      onCloseStream: options.onCloseStream,
    });
    if (!outcome.ok) return outcome;
    retries += outcome.retries;
    const input = options.context.era === 'handshake' ? inputRequired(outcome.value) : undefined;
    if (!input) return { ...outcome, retries };
    const id = idOf(message.parsed);
    const fail = (text: string, data?: unknown): TransactionOutcome<string | null> => ({
      ok: true,
      retries,
      value: JSON.stringify(jsonRpcError(id, ErrorCode.InternalError, text, data)),
    });
    if (!options.emit) return fail('This request needs input from the client: send Accept: text/event-stream', { code: 'pgmi.input_needs_stream' });
    if (round > MAX_ROUNDS) return fail('Internal error: the handler kept asking for input', { code: 'pgmi.input_rounds' });
    let answers: Record<string, JsonObject>;
    try {
      answers = await askAll(services, input.requests, options);
    } catch (error) {
      if (error instanceof ClientRequestTimeout) return fail(`Request timed out: ${error.message}`, { code: 'pgmi.input_timeout' });
      if (error instanceof ClientRefused) return fail(error.message, { code: 'pgmi.input_refused', clientError: error.clientError });
      throw error;
    }
    const params = isJsonObject(message.parsed.params) ? message.parsed.params : {};
    const parsed = { ...message.parsed, params: { ...params, inputResponses: answers, requestState: input.state } };
    current = { parsed, sqlText: JSON.stringify(parsed) };
  }
}

interface InputRequired {
  requests: Record<string, JsonObject>;
  state: unknown;
}

function inputRequired(text: string | null): InputRequired | undefined {
  if (text === null || !text.includes('"input_required"')) return undefined; // the common case, without a parse
  const envelope: unknown = JSON.parse(text);
  if (!isJsonObject(envelope) || !isJsonObject(envelope.result)) return undefined;
  const result = envelope.result;
  if (result.resultType !== 'input_required' || !isJsonObject(result.inputRequests)) return undefined;
  const requests: Record<string, JsonObject> = {};
  for (const [key, request] of Object.entries(result.inputRequests)) if (isJsonObject(request)) requests[key] = request;
  return { requests, state: result.requestState ?? null };
}

class ClientRefused extends Error {
  constructor(
    method: string,
    readonly clientError: unknown,
  ) {
    const message = isJsonObject(clientError) && typeof clientError.message === 'string' ? clientError.message : 'error';
    super(`The client refused ${method}: ${message}`);
  }
}

/** Asks every input request at once; the answers keyed as the handler keyed its requests. */
async function askAll(services: Services, requests: Record<string, JsonObject>, options: InteractiveOptions): Promise<Record<string, JsonObject>> {
  const emit = options.emit!;
  const entries = await Promise.all(
    Object.entries(requests).map(async ([key, request]) => {
      const method = typeof request.method === 'string' ? request.method : '';
      const response = await services.clientRequests.ask(options.owner, method, request.params, emit, services.config.inputTimeoutMs, options.signal);
      if (!isJsonObject(response.result)) throw new ClientRefused(method, response.error);
      return [key, response.result] as const;
    }),
  );
  return Object.fromEntries(entries);
}
