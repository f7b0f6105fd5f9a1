/**
 * A busy shop says "try again in N s": `503 SERVER_BUSY` when a process is full, `409 SERVER_BUSY` after a
 * lock wait, `429` with `Retry-After` when a limit is reached. The client waits that long (doubling each time,
 * with jitter, so thousands of fans do not come back in the same second) and tries again a bounded number of
 * times. Readings (GET, HEAD) are retried on all of these. A fan's action is retried only on `SERVER_BUSY`,
 * which the shop answers before doing anything (or after rolling back), and the fan is told calmly meanwhile.
 */
import type {
  BaseQueryApi,
  FetchArgs,
  FetchBaseQueryError,
  FetchBaseQueryMeta,
  QueryReturnValue,
} from '@reduxjs/toolkit/query';

/** Tries after the first, at most. */
export const BUSY_RETRIES = 3;
/** A longer wait than this is not sat out by the page (a login limit of minutes): the error is shown. */
export const BUSY_MAX_WAIT_S = 30;

export type Failure = { status: FetchBaseQueryError['status']; data?: unknown };

/** The catalogue code and the server's wait (`data.retryAfter`, seconds) of an error body, if any. */
export function busySignals(error: Failure): { code?: string; retryAfterS: number | null } {
  const body = (error.data ?? {}) as { code?: unknown; data?: { retryAfter?: unknown } };
  const seconds = body.data?.retryAfter;
  return {
    code: typeof body.code === 'string' ? body.code : undefined,
    retryAfterS: typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0 ? seconds : null,
  };
}

export const isRead = (args: string | FetchArgs) =>
  typeof args === 'string' || ['GET', 'HEAD'].includes((args.method ?? 'GET').toUpperCase());

/**
 * Milliseconds to wait before try number `retry` (1 = the first repeat), or null when the call is not tried
 * again: the server's wait doubled per repeat, plus up to half of it at random, never past BUSY_MAX_WAIT_S.
 */
export function busyRetryDelayMs(
  error: Failure,
  { read, retry, random = Math.random }: { read: boolean; retry: number; random?: () => number },
): number | null {
  if (retry < 1 || retry > BUSY_RETRIES) return null;
  const { code, retryAfterS } = busySignals(error);
  const busy = code === 'SERVER_BUSY' && (error.status === 503 || error.status === 409);
  const limited = read && error.status === 429 && retryAfterS !== null;
  if (!busy && !limited) return null;
  const serverWait = Math.max(1, retryAfterS ?? 1);
  if (serverWait > BUSY_MAX_WAIT_S) return null;
  const backoff = serverWait * 2 ** (retry - 1);
  const seconds = Math.min(BUSY_MAX_WAIT_S, backoff * (1 + random() / 2));
  return Math.round(seconds * 1000);
}

type Result = QueryReturnValue<unknown, FetchBaseQueryError, FetchBaseQueryMeta>;
type Query = (args: string | FetchArgs, api: BaseQueryApi, extra: object) => Result | PromiseLike<Result>;

export interface BusyRetryOptions {
  /** Resolves after `ms`, or early when the call is abandoned (the page left). */
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
  random?: () => number;
  /** Called before an action (not a reading) is tried again, with the wait in seconds. */
  onActionRetry?: (api: BaseQueryApi, seconds: number) => void;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

/** `query`, tried again while the shop says it is busy (see above). */
export function withBusyRetry(
  query: Query,
  options: BusyRetryOptions = {},
): (args: string | FetchArgs, api: BaseQueryApi, extra: object) => Promise<Result> {
  const { wait = sleep, random = () => Math.random(), onActionRetry } = options;
  return async (args, api, extra) => {
    const read = isRead(args);
    let result = await query(args, api, extra);
    for (let retry = 1; result.error && !api.signal.aborted; retry++) {
      const ms = busyRetryDelayMs(result.error, { read, retry, random });
      if (ms === null) break;
      if (!read) onActionRetry?.(api, Math.ceil(ms / 1000));
      await wait(ms, api.signal);
      if (api.signal.aborted) break;
      result = await query(args, api, extra);
    }
    return result;
  };
}
