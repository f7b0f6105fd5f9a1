/**
 * Component tests render a page with a fresh store (the shop's reducers, no persistence) and a memory router,
 * and answer the API from a table of handlers instead of a server.
 */
import { configureStore } from '@reduxjs/toolkit';
import { render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { baseApi } from '../api/baseApi.ts';
import { errorsSlice } from '../errors/errorsSlice.ts';
import { type SessionState, sessionSlice } from '../session/sessionSlice.ts';
import { ToastHost } from '../toast/ToastHost.tsx';
import { toastSlice } from '../toast/toastSlice.ts';

export function makeStore(session: Partial<SessionState> = {}) {
  const initial = sessionSlice.reducer(undefined, { type: '@@init' });
  return configureStore({
    reducer: {
      [baseApi.reducerPath]: baseApi.reducer,
      session: sessionSlice.reducer,
      errors: errorsSlice.reducer,
      toasts: toastSlice.reducer,
    },
    preloadedState: { session: { ...initial, session: null, ...session } },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
}

export type ShopStore = ReturnType<typeof makeStore>;

export type ApiCall = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  auth: string | null;
  /** The language the call asked the API's messages in (Accept-Language). */
  language: string | null;
};
export type ApiAnswer = { status: number; body?: unknown; headers?: Record<string, string> };
/** An answer now, or later (a promise the test resolves, to see the page while it waits). */
type Handler = (call: ApiCall) => ApiAnswer | Promise<ApiAnswer>;

/** A JSON body parsed; an XML one (an uploaded bank statement) kept as its text. */
const readBody = (text: string, contentType: string | null): unknown =>
  !text ? undefined : contentType?.includes('xml') ? text : JSON.parse(text);

/** Answers fetch from `handlers` keyed by "METHOD /path"; every call is recorded. Unknown calls get 404. */
export function mockApi(handlers: Record<string, Handler | ApiAnswer>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url, 'http://localhost');
    const contentType = request.headers.get('Content-Type');
    // A multipart body (a season-ticket holder with the photo) is read as its fields and files.
    const multipart = contentType?.includes('multipart/form-data')
      ? Object.fromEntries(await request.clone().formData())
      : undefined;
    const text = await request.text();
    const call: ApiCall = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      body: multipart ?? readBody(text, contentType),
      auth: request.headers.get('Authorization'),
      language: request.headers.get('Accept-Language'),
    };
    calls.push(call);
    const handler = handlers[`${call.method} ${call.path}`];
    const answer =
      typeof handler === 'function' ? await handler(call) : (handler ?? { status: 404, body: {} });
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key) };
}

/** An API error body as the server sends it. */
export const apiError = (status: number, code: string, message: string, data?: Record<string, unknown>) => ({
  status,
  body: { status, code, message, ...(data ? { data } : {}) },
});

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-location="">{`${pathname}${search}`}</output>;
}

type RenderOptions = { route?: string; path?: string; store?: ShopStore };

/** Renders `ui` at `route` (matched by `path`) with the toast host; the current location is readable. */
export function renderPage(
  ui: ReactNode,
  { route = '/', path = '*', store = makeStore() }: RenderOptions = {},
) {
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <>
            {ui}
            <LocationProbe />
            <ToastHost />
          </>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [route] },
  );
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, store, router, location: () => router.state.location.pathname };
}

/** The texts of the toasts shown so far. */
export const toastTexts = (store: ShopStore) => store.getState().toasts.map((t) => t.text);

/**
 * Resolves once the page shows no loading placeholder (`aria-busy="true"`): what it asked the API for has been
 * drawn. A page's heading is there while its data loads, so a test that found the heading waits for this before
 * reading the rest.
 */
export const pageLoaded = () =>
  waitFor(() => {
    if (document.querySelector('[aria-busy="true"]')) throw new Error('the page is still loading');
  });
