/** Every failed call becomes one shape: the API's `{status, code, message, data?}` or a Slovak fallback. */
import { type ErrorCode, errorCatalogue, isErrorCode } from '@hokej/contract/errors';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { t } from '../i18n/shopI18n.ts';
import { sk, waitText } from '../i18n/sk.ts';

export interface ApiError {
  status: number;
  code: ErrorCode | 'NETWORK_ERROR' | 'UNKNOWN_ERROR';
  message: string;
  data?: Record<string, unknown>;
}

export interface FieldError {
  field: string;
  keyword: string;
  message: string;
}

function fromBody(status: number, body: unknown): ApiError {
  const record = (body ?? {}) as Record<string, unknown>;
  const nested = (record.data ?? {}) as Record<string, unknown>;
  const code = isErrorCode(record.code) ? record.code : isErrorCode(nested.code) ? nested.code : undefined;
  const message =
    (typeof record.message === 'string' && record.message) ||
    (typeof nested.message === 'string' && nested.message) ||
    (code ? errorCatalogue[code].message : sk.errors.generic);
  const data = typeof record.data === 'object' && record.data !== null ? nested : undefined;
  // A busy shop (after the client's own retries) is told in calm words, whatever the server wrote.
  const calm = code === 'SERVER_BUSY' ? sk.errors.busy : message;
  return { status, code: code ?? 'UNKNOWN_ERROR', message: calm, ...(data ? { data } : {}) };
}

export function toApiError(error: FetchBaseQueryError | SerializedError | undefined): ApiError {
  if (!error) return { status: 0, code: 'UNKNOWN_ERROR', message: sk.errors.generic };
  if ('status' in error) {
    if (typeof error.status === 'number') return fromBody(error.status, error.data);
    if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') {
      return { status: 0, code: 'NETWORK_ERROR', message: sk.errors.network };
    }
    if (error.status === 'PARSING_ERROR') return fromBody(error.originalStatus, undefined);
    return { status: 0, code: 'UNKNOWN_ERROR', message: sk.errors.generic };
  }
  return { status: 0, code: 'UNKNOWN_ERROR', message: error.message ?? sk.errors.generic };
}

/** Validation errors of a 400 answer: `data.errors[]`. */
export function fieldErrorsOf(error: ApiError): FieldError[] {
  const list = error.data?.errors;
  return Array.isArray(list) ? (list as FieldError[]) : [];
}

/** Seconds to wait before trying again, from a 429 (the body's `data.retryAfter` or the Retry-After header). */
export function retryAfterOf(error: ApiError): number | null {
  const seconds = error.data?.retryAfter;
  return typeof seconds === 'number' && seconds > 0 ? seconds : null;
}

/**
 * A failure for a toast or an alert: what did not happen, then why: when to try again for a 429, else the
 * API's own Slovak message.
 */
export function describeFailure(lead: string, error: ApiError): string {
  const seconds = error.code === 'RATE_LIMITED' ? retryAfterOf(error) : null;
  return `${lead} ${seconds ? t('common.retryIn', { wait: waitText(seconds) }) : error.message}`;
}
