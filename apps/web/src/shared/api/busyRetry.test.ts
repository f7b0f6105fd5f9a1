// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, makeStore, mockApi } from '../testing/shopHarness.test-utils.tsx';
import { toApiError } from './apiError.ts';
import { baseApi } from './baseApi.ts';
import { BUSY_RETRIES, busyRetryDelayMs, type Failure } from './busyRetry.ts';

const failure = (status: number, code: string, retryAfter?: number): Failure => ({
  status,
  data: { status, code, message: 'x', ...(retryAfter === undefined ? {} : { data: { retryAfter } }) },
});
const busy = failure(503, 'SERVER_BUSY', 2);
const noJitter = () => 0;

describe('how long a busy call waits before it is tried again', () => {
  it('the server’s wait, doubled per repeat, at most BUSY_RETRIES repeats', () => {
    const waits = [1, 2, 3, 4].map((retry) =>
      busyRetryDelayMs(busy, { read: true, retry, random: noJitter }),
    );
    expect(BUSY_RETRIES).toBe(3);
    expect(waits).toEqual([2000, 4000, 8000, null]);
  });

  it('adds up to half again at random, so fans do not all come back in the same second, never past 30 s', () => {
    expect(busyRetryDelayMs(busy, { read: true, retry: 1, random: () => 0.999 })).toBe(2999);
    expect(
      busyRetryDelayMs(failure(503, 'SERVER_BUSY', 20), { read: true, retry: 2, random: noJitter }),
    ).toBe(30_000);
  });

  it('readings are retried on SERVER_BUSY (503 or 409) and on a 429 with a short wait', () => {
    const read = (f: Failure) => busyRetryDelayMs(f, { read: true, retry: 1, random: noJitter });
    expect(read(failure(409, 'SERVER_BUSY', 1))).toBe(1000);
    expect(read(failure(503, 'SERVER_BUSY'))).toBe(1000);
    expect(read(failure(429, 'RATE_LIMITED', 5))).toBe(5000);
    expect(read(failure(429, 'RATE_LIMITED'))).toBeNull();
    expect(read(failure(429, 'RATE_LIMITED', 900))).toBeNull();
    expect(read(failure(500, 'INTERNAL_ERROR', 2))).toBeNull();
    expect(read(failure(409, 'SEAT_INACTIVE'))).toBeNull();
    expect(read({ status: 'FETCH_ERROR' })).toBeNull();
  });

  it('a fan’s action is retried only on SERVER_BUSY, never on a 429 (a sign-in limit counts tries)', () => {
    const act = (f: Failure) => busyRetryDelayMs(f, { read: false, retry: 1, random: noJitter });
    expect(act(busy)).toBe(2000);
    expect(act(failure(409, 'SERVER_BUSY', 1))).toBe(1000);
    expect(act(failure(429, 'RATE_LIMITED', 5))).toBeNull();
    expect(act(failure(409, 'CART_TICKET_LIMIT'))).toBeNull();
  });
});

const probe = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probeEvents: build.query<unknown, void>({ query: () => 'v2/event' }),
    probeHold: build.mutation<unknown, void>({
      query: () => ({ url: 'v2/cart', method: 'POST', body: { type: 'ADD_SEAT' } }),
    }),
    probeLogin: build.mutation<unknown, void>({
      query: () => ({ url: 'v2/user/login', method: 'POST', body: {} }),
    }),
  }),
});

const busyAnswer = {
  ...apiError(503, 'SERVER_BUSY', 'Systém je práve vyťažený.'),
  headers: { 'Retry-After': '2' },
};

describe('the API client when the shop is busy', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('reads again after Retry-After, then after twice as long, and gets the answer', async () => {
    let calls = 0;
    mockApi({ 'GET /v2/event': () => (++calls <= 2 ? busyAnswer : { status: 200, body: { data: [] } }) });
    const store = makeStore();
    const pending = store.dispatch(probe.endpoints.probeEvents.initiate());
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(2);
    await vi.advanceTimersByTimeAsync(3999);
    expect(calls).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    const result = await pending;
    expect(calls).toBe(3);
    expect(result.data).toEqual({ data: [] });
    expect(store.getState().toasts).toEqual([]);
  });

  it('a fan’s refused action is tried again with a calm note, and goes through', async () => {
    const api = mockApi({
      'POST /v2/cart': (() => {
        let n = 0;
        return () => (++n === 1 ? busyAnswer : { status: 201, body: { items: [] } });
      })(),
    });
    const store = makeStore();
    const pending = store.dispatch(probe.endpoints.probeHold.initiate());
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().toasts).toEqual([
      {
        id: expect.any(String),
        variant: 'info',
        text: 'Je tu veľa fanúšikov naraz. Skúšame to znova o 2 sekundy…',
      },
    ]);
    await vi.advanceTimersByTimeAsync(2000);
    const result = await pending;
    expect(api.callsTo('POST /v2/cart')).toHaveLength(2);
    expect(result).toMatchObject({ data: { items: [] } });
  });

  it('gives up after three repeats and says so calmly instead of showing an error', async () => {
    const api = mockApi({ 'POST /v2/cart': busyAnswer });
    const store = makeStore();
    const pending = store.dispatch(probe.endpoints.probeHold.initiate());
    await vi.advanceTimersByTimeAsync(2000 + 4000 + 8000);
    const result = await pending;
    expect(api.callsTo('POST /v2/cart')).toHaveLength(1 + 3);
    expect(store.getState().toasts.map((t) => t.text)).toEqual([
      'Je tu veľa fanúšikov naraz. Skúšame to znova o 2 sekundy…',
      'Je tu veľa fanúšikov naraz. Skúšame to znova o 4 sekundy…',
      'Je tu veľa fanúšikov naraz. Skúšame to znova o 8 sekúnd…',
    ]);
    expect('error' in result && toApiError(result.error)).toMatchObject({
      status: 503,
      code: 'SERVER_BUSY',
      message: 'Je tu práve veľa fanúšikov naraz. Skúste to, prosím, znova o chvíľu.',
      data: { retryAfter: 2 },
    });
  });

  it('a refused sign-in (429) is not sent again by itself; its wait reaches the page', async () => {
    const api = mockApi({
      'POST /v2/user/login': {
        ...apiError(429, 'RATE_LIMITED', 'Príliš veľa pokusov.'),
        headers: { 'Retry-After': '5' },
      },
    });
    const store = makeStore();
    const result = await store.dispatch(probe.endpoints.probeLogin.initiate());
    expect(api.callsTo('POST /v2/user/login')).toHaveLength(1);
    expect('error' in result && toApiError(result.error).data).toEqual({ retryAfter: 5 });
  });
});
