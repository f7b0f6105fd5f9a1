import type { ErrorCode } from '@hokej/contract';

/** A refusal the fan should see: one catalogue code, optional data. */
export class ShopError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly data?: Record<string, unknown>,
  ) {
    super(code);
  }
}

/** Throws the catalogue error `code`. */
export function fail(code: ErrorCode, data?: Record<string, unknown>): never {
  throw new ShopError(code, data);
}
