// JSON-RPC errors that `pgmi serve` raises itself (a refused resource URI, an unknown resource). The message is
// the sentence a person reads; the client adds its own "MCP error <code>:" prefix when it prints it.
import { UsageError } from '../errors.js';

export const INVALID_PARAMS = -32602;
/** MCP's "resource not found". */
export const RESOURCE_NOT_FOUND = -32002;

export class ProtocolError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ProtocolError';
  }
}

/** A refused argument (a UsageError from the path rule) as -32602, with its hint after the message. */
export function asInvalidParams(error: unknown): ProtocolError {
  if (error instanceof UsageError) return new ProtocolError(INVALID_PARAMS, error.hint ? `${error.message}. ${error.hint}` : error.message);
  return new ProtocolError(INVALID_PARAMS, error instanceof Error ? error.message : String(error));
}
