import type { ErrorCode } from '@hokej/contract';

/** A refusal the fan should see: one catalogue code, optional data. */
export class ShopError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly data?: Record<string, unknown>,
  ) {
    // A refusal is an answer, not a fault: no stack trace to capture (thousands per second in a rush).
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(code);
    Error.stackTraceLimit = limit;
  }
}

/** Throws the catalogue error `code`. */
export function fail(code: ErrorCode, data?: Record<string, unknown>): never {
  throw new ShopError(code, data);
}
