/** Auth state of the spec (session, login dialog, return location, login failure flags). */
import type { UserAccount } from '@hokej/contract';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readStored } from '../storage/localStore.ts';

export type StoredSession = UserAccount;

export type LoginDialogMode = 'closed' | 'login' | 'required';

export interface SessionState {
  session: StoredSession | null;
  loginDialog: LoginDialogMode;
  returnLocation: string | null;
  /** The e-mail the login dialog starts with (after a verification or a password reset), or none. */
  loginEmail: string | null;
  wrongCredentials: boolean;
  emailNotVerified: boolean;
  loading: boolean;
}

export const SESSION_STORAGE_KEY = 'auth';

const initialState: SessionState = {
  session: readStored<StoredSession>(SESSION_STORAGE_KEY),
  loginDialog: 'closed',
  returnLocation: null,
  loginEmail: null,
  wrongCredentials: false,
  emailNotVerified: false,
  loading: false,
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** The voluntary login dialog, optionally with the e-mail filled in. */
    loginDialogOpened(state, action: PayloadAction<{ email?: string } | undefined>) {
      state.loginDialog = 'login';
      state.returnLocation = null;
      state.loginEmail = action.payload?.email ?? null;
      state.wrongCredentials = false;
      state.emailNotVerified = false;
    },
    /** The login-required dialog; the route guard passes its page, where a successful login returns. */
    loginRequired(state, action: PayloadAction<string | null | undefined>) {
      state.loginDialog = 'required';
      state.returnLocation = action.payload ?? null;
      state.loginEmail = null;
      state.wrongCredentials = false;
      state.emailNotVerified = false;
    },
    loginDialogClosed(state) {
      state.loginDialog = 'closed';
      state.wrongCredentials = false;
      state.emailNotVerified = false;
    },
    loginStarted(state) {
      state.loading = true;
      state.wrongCredentials = false;
      state.emailNotVerified = false;
    },
    loginSucceeded(state, action: PayloadAction<StoredSession>) {
      state.loading = false;
      state.session = action.payload;
      state.loginDialog = 'closed';
    },
    loginFailed(state, action: PayloadAction<{ emailNotVerified: boolean }>) {
      state.loading = false;
      state.emailNotVerified = action.payload.emailNotVerified;
      state.wrongCredentials = !action.payload.emailNotVerified;
      state.session = null;
    },
    tokensRefreshed(state, action: PayloadAction<StoredSession>) {
      state.session = action.payload;
    },
    /** Another tab stored a newer session (refreshed tokens or a login): this tab takes it over. */
    sessionAdopted(state, action: PayloadAction<StoredSession>) {
      state.session = action.payload;
      state.loading = false;
      state.loginDialog = 'closed';
      state.wrongCredentials = false;
      state.emailNotVerified = false;
    },
    /** A failed refresh: the session is gone and the user is asked to log in again. */
    sessionExpired(state, action: PayloadAction<string | null>) {
      state.session = null;
      state.loginDialog = 'required';
      state.returnLocation = action.payload;
    },
    loggedOut(state) {
      state.session = null;
      state.loginDialog = 'closed';
      state.returnLocation = null;
      state.loginEmail = null;
      state.wrongCredentials = false;
      state.emailNotVerified = false;
    },
  },
});

export const {
  loginDialogOpened,
  loginRequired,
  loginDialogClosed,
  loginStarted,
  loginSucceeded,
  loginFailed,
  tokensRefreshed,
  sessionAdopted,
  sessionExpired,
  loggedOut,
} = sessionSlice.actions;
