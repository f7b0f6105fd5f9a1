/** Every failed call becomes one shape: the API's `{status, code, message, data?}` or a fallback in the shop's language. */
import type { ErrorCode } from '@hokej/contract/errors';
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

// The API answers every refusal with a code of the contract's catalogue and its message in the fan's language
// (apps/api/src/http/error-handler.ts); the web takes both as they come and does not ship the Slovak catalogue
// (~8 KB gzip of the first load, docs/decisions.md "The first load back under 150 KB").
const CODE_SHAPE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/;
const codeOf = (value: unknown): ErrorCode | undefined =>
  typeof value === 'string' && CODE_SHAPE.test(value) ? (value as ErrorCode) : undefined;

function fromBody(status: number, body: unknown): ApiError {
  const record = (body ?? {}) as Record<string, unknown>;
  const nested = (record.data ?? {}) as Record<string, unknown>;
  const code = codeOf(record.code) ?? codeOf(nested.code);
  const message =
    (typeof record.message === 'string' && record.message) ||
    (typeof nested.message === 'string' && nested.message) ||
    sk.errors.generic;
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
