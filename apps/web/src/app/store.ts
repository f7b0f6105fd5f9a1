import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from '../shared/api/baseApi.ts';
import { errorsSlice } from '../shared/errors/errorsSlice.ts';
import { readAccessClaims } from '../shared/session/accessToken.ts';
import {
  loggedOut,
  SESSION_STORAGE_KEY,
  type StoredSession,
  sessionAdopted,
  sessionSlice,
} from '../shared/session/sessionSlice.ts';
import { decideOnStoredSession } from '../shared/session/sessionSync.ts';
import { parseStored, storedKey, writeStored } from '../shared/storage/localStore.ts';
import { toastSlice } from '../shared/toast/toastSlice.ts';
import { queryErrorsToDialog } from './queryErrorsToDialog.ts';

export const store = configureStore({
  reducer: {
    [baseApi.reducerPath]: baseApi.reducer,
    session: sessionSlice.reducer,
    errors: errorsSlice.reducer,
    toasts: toastSlice.reducer,
  },
  middleware: (getDefault) => getDefault().concat(baseApi.middleware, queryErrorsToDialog),
});

// The session survives a reload: it is written to localStorage whenever it changes.
let savedSession = store.getState().session.session;
store.subscribe(() => {
  const { session } = store.getState().session;
  if (session !== savedSession) {
    savedSession = session;
    writeStored(SESSION_STORAGE_KEY, session);
  }
});

// Another tab refreshed the tokens, logged in or logged out: adopt what it stored, so that this tab never
// presents a refresh token the other tab has already spent.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (
      event.storageArea !== localStorage ||
      (event.key !== null && event.key !== storedKey(SESSION_STORAGE_KEY))
    ) {
      return;
    }
    const stored = parseStored<StoredSession>(event.key === null ? null : event.newValue);
    const current = store.getState().session.session;
    const decision = decideOnStoredSession(current, stored);
    if (decision.kind === 'keep') return;
    const sameUser =
      decision.kind === 'adopt' &&
      current !== null &&
      readAccessClaims(current.accessToken)?.sub === readAccessClaims(decision.session.accessToken)?.sub;
    // What another tab wrote is already stored: do not write it back.
    savedSession = decision.kind === 'adopt' ? decision.session : null;
    if (decision.kind === 'adopt') store.dispatch(sessionAdopted(decision.session));
    else store.dispatch(loggedOut());
    // Another user's (or nobody's) data must not stay in the cache.
    if (!sameUser) store.dispatch(baseApi.util.resetApiState());
  });
}

export type RootState = ReturnType<typeof store.getState>;
export type AppDispatch = typeof store.dispatch;
