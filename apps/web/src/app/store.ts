import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from '../shared/api/baseApi.ts';
import { errorsSlice } from '../shared/errors/errorsSlice.ts';
import { SESSION_STORAGE_KEY, sessionSlice } from '../shared/session/sessionSlice.ts';
import { writeStored } from '../shared/storage/localStore.ts';
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

export type RootState = ReturnType<typeof store.getState>;
export type AppDispatch = typeof store.dispatch;
