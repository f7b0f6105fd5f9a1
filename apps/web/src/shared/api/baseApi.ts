/**
 * The one API client: every call goes through it, authenticated calls carry the bearer token, and an
 * absent or nearly expired access token is refreshed first (one refresh at a time) and the call retried.
 */
import type { UserAccount } from '@hokej/contract';
import {
  type BaseQueryFn,
  createApi,
  type FetchArgs,
  type FetchBaseQueryError,
  fetchBaseQuery,
} from '@reduxjs/toolkit/query/react';
import { shopLanguage, t } from '../i18n/shopI18n.ts';
import { waitText } from '../i18n/sk.ts';
import { ADMISSION_HEADER, admissionHeaderFor } from '../queue/queueAdmissions.ts';
import { isAccessTokenFresh, isSessionValid } from '../session/sessionRules.ts';
import {
  SESSION_STORAGE_KEY,
  type SessionState,
  type StoredSession,
  sessionAdopted,
  sessionExpired,
  tokensRefreshed,
} from '../session/sessionSlice.ts';
import { storedSessionInsteadOfRefresh } from '../session/sessionSync.ts';
import { readStored } from '../storage/localStore.ts';
import { toastShown } from '../toast/toastSlice.ts';
import { withBusyRetry } from './busyRetry.ts';

type RootLike = { session: SessionState };

/** Calls marked public never wait for a refresh and never trigger the login dialog. */
export type CallOptions = { public?: boolean };

const fetchQuery = fetchBaseQuery({
  baseUrl: '/',
  prepareHeaders: (headers, { getState }) => {
    // The API's messages come in the language the pages are shown in (the fan's choice on the switch).
    headers.set('Accept-Language', shopLanguage());
    const { session } = (getState() as RootLike).session;
    if (session?.accessToken && !headers.has('Authorization')) {
      headers.set('Authorization', `Bearer ${session.accessToken}`);
      // Holds and checkout of a sale behind a waiting room need the fan's admission.
      const admissions = admissionHeaderFor(session.email);
      if (admissions) headers.set(ADMISSION_HEADER, admissions);
    }
    return headers;
  },
});

/**
 * A failure's Retry-After header (429, 503 or 409 SERVER_BUSY) joins the error body as `data.retryAfter`
 * (seconds), where the page and the busy retry read it.
 */
const rawQuery: typeof fetchQuery = async (args, api, extraOptions) => {
  const result = await fetchQuery(args, api, extraOptions);
  const header = result.meta?.response?.headers.get('Retry-After');
  const seconds = header ? Number(header) : Number.NaN;
  if (typeof result.error?.status !== 'number' || !Number.isFinite(seconds)) return result;
  const body = (result.error.data ?? {}) as { data?: Record<string, unknown> };
  if (typeof body.data?.retryAfter === 'number') return result;
  const data = { ...body, data: { ...body.data, retryAfter: seconds } };
  return { error: { status: result.error.status, data }, meta: result.meta };
};

/** Calls tried again while the shop is busy; a fan whose action waits is told so, calmly. */
const patientQuery = withBusyRetry(rawQuery, {
  onActionRetry: (api, seconds) =>
    api.dispatch(toastShown('info', t('errors.busyRetrying', { wait: waitText(seconds) }))),
});

let refreshInFlight: Promise<boolean> | null = null;

const currentLocation = () => `${window.location.pathname}${window.location.search}`;

/** Another tab may have refreshed already: its newer, fresh session is adopted instead (true). */
function adoptStoredSession(api: Parameters<BaseQueryFn>[1]): boolean {
  const { session } = (api.getState() as RootLike).session;
  const stored = storedSessionInsteadOfRefresh(session, readStored<StoredSession>(SESSION_STORAGE_KEY));
  if (!stored) return false;
  api.dispatch(sessionAdopted(stored));
  return true;
}

async function refreshSession(api: Parameters<BaseQueryFn>[1]): Promise<boolean> {
  // Re-read the stored session first: a refresh token another tab has spent would log us out.
  if (adoptStoredSession(api)) return true;
  const { session } = (api.getState() as RootLike).session;
  if (!session?.refreshToken || !isSessionValid(session)) {
    api.dispatch(sessionExpired(currentLocation()));
    return false;
  }
  const result = await rawQuery(
    { url: 'v2/user/refresh', method: 'POST', body: { refreshToken: session.refreshToken } },
    { ...api, getState: () => ({ session: { session: null } }) },
    {},
  );
  if (result.data) {
    api.dispatch(tokensRefreshed(result.data as UserAccount));
    return true;
  }
  // Refused: another tab may have spent the same refresh token a moment ago and stored the new session.
  if (adoptStoredSession(api)) return true;
  api.dispatch(sessionExpired(currentLocation()));
  return false;
}

/** Tabs take turns refreshing (Web Locks where the browser has them), so one refresh token is spent once. */
async function refreshAcrossTabs(api: Parameters<BaseQueryFn>[1]): Promise<boolean> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return refreshSession(api);
  return await locks.request('hokej.session-refresh', () => refreshSession(api));
}

const refreshOnce = (api: Parameters<BaseQueryFn>[1]) => {
  refreshInFlight ??= refreshAcrossTabs(api).finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
};

/**
 * New tokens for the session now, as when the access token runs out (the same turn-taking across tabs).
 * After the fan renames themselves the new access token carries the new name, which the top bar reads
 * from it (spec: the user name is read from the access token). False when the session could not go on.
 */
export const refreshSessionNow = (api: Parameters<BaseQueryFn>[1]) => refreshOnce(api);

const isAuthFailure = (error: FetchBaseQueryError | undefined) => error?.status === 401;

export const authenticatedQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  CallOptions
> = async (args, api, extraOptions) => {
  if (extraOptions?.public) return patientQuery(args, api, {});
  const { session } = (api.getState() as RootLike).session;
  if (session && !isAccessTokenFresh(session)) {
    if (!(await refreshOnce(api)))
      return { error: { status: 401, data: { code: 'USER_TOKEN_REFRESH_ERROR' } } };
  }
  let result = await patientQuery(args, api, {});
  if (isAuthFailure(result.error) && (api.getState() as RootLike).session.session) {
    // The server may have revoked the token early: one refresh, one retry.
    if (await refreshOnce(api)) result = await patientQuery(args, api, {});
  }
  return result;
};

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: authenticatedQuery,
  tagTypes: [
    'Cart',
    'Arena',
    'Sector',
    'Events',
    'Seasons',
    'Article',
    'Account',
    'Orders',
    'PaymentTypes',
    'SeasonTickets',
    'Renewals',
    'Transfers',
    'WaitingList',
    'ClubSettings',
  ],
  endpoints: () => ({}),
});
