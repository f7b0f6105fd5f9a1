// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { accessToken } from '../session/sessionFixtures.test-utils.ts';
import { apiError, makeStore, mockApi } from '../testing/shopHarness.test-utils.tsx';
import { baseApi } from './baseApi.ts';

afterEach(() => {
  localStorage.clear();
});

const probe = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probeAccount: build.query<unknown, void>({ query: () => 'v2/user/my-account' }),
  }),
});

const now = () => Math.floor(Date.now() / 1000);
const sessionWithAccessLeft = (seconds: number) => ({
  accessToken: accessToken({ sub: 'u-1', role: ['USER'], name: 'Jana', exp: now() + seconds }),
  refreshToken: 'r'.repeat(40),
  expRefreshToken: now() + 3600,
  roles: ['USER' as const],
  phoneNumber: null,
  phoneNumberVerified: false,
  firstName: 'Jana',
  lastName: 'Hrašková',
  email: 'jana@example.sk',
});

describe('the API client and the session', () => {
  it('a failed token refresh clears the session and opens the login-required dialog', async () => {
    const api = mockApi({
      'POST /v2/user/refresh': apiError(401, 'USER_TOKEN_INVALID', 'Prihlásenie nie je platné.'),
    });
    const store = makeStore({ session: sessionWithAccessLeft(2) });
    await store.dispatch(probe.endpoints.probeAccount.initiate());
    expect(api.callsTo('POST /v2/user/refresh')).toHaveLength(1);
    expect(api.callsTo('GET /v2/user/my-account')).toHaveLength(0);
    const { session, loginDialog } = store.getState().session;
    expect(session).toBeNull();
    expect(loginDialog).toBe('required');
  });

  it('a refreshed session is used for the call', async () => {
    const fresh = sessionWithAccessLeft(600);
    const api = mockApi({
      'POST /v2/user/refresh': { status: 200, body: fresh },
      'GET /v2/user/my-account': { status: 200, body: {} },
    });
    const store = makeStore({ session: sessionWithAccessLeft(2) });
    await store.dispatch(probe.endpoints.probeAccount.initiate());
    expect(api.callsTo('GET /v2/user/my-account')[0]?.auth).toBe(`Bearer ${fresh.accessToken}`);
    // The pages are Slovak: so are the API's messages they show, whatever the browser prefers.
    expect(api.callsTo('GET /v2/user/my-account')[0]?.language).toBe('sk');
    expect(api.callsTo('POST /v2/user/refresh')[0]?.language).toBe('sk');
    expect(store.getState().session.session?.accessToken).toBe(fresh.accessToken);
  });

  it("a 429's Retry-After header reaches the error body", async () => {
    mockApi({
      'GET /v2/user/my-account': {
        ...apiError(429, 'RATE_LIMITED', 'Príliš veľa pokusov.'),
        // Longer than a page waits by itself (busyRetry.ts), so the reading is not tried again.
        headers: { 'Retry-After': '700' },
      },
    });
    const store = makeStore({ session: sessionWithAccessLeft(600) });
    const result = await store.dispatch(probe.endpoints.probeAccount.initiate());
    expect(result.error).toMatchObject({
      status: 429,
      data: { code: 'RATE_LIMITED', data: { retryAfter: 700 } },
    });
  });
});
