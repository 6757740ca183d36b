import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AnyMe } from '@inkwell/contracts';

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated' | 'error';

export interface AuthState {
  status: AuthStatus;
  user: AnyMe | null;
  /** False until the first session check answered; guards wait for it instead of redirecting too early. */
  sessionChecked: boolean;
  /** Why the last session ended: a deliberate logout goes to plain /login, an expiry keeps a back_url. */
  endedBy: 'logout' | 'expired' | null;
}

export const initialAuthState: AuthState = {
  status: 'loading',
  user: null,
  sessionChecked: false,
  endedBy: null,
};

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    sessionRestored(state, action: PayloadAction<AnyMe>) {
      state.status = 'authenticated';
      state.user = action.payload;
      state.sessionChecked = true;
    },
    sessionMissing(state) {
      state.status = 'unauthenticated';
      state.user = null;
      state.sessionChecked = true;
    },
    loginStarted(state) {
      state.status = 'loading';
      state.endedBy = null;
    },
    loggedIn(state, action: PayloadAction<AnyMe>) {
      state.status = 'authenticated';
      state.user = action.payload;
      state.sessionChecked = true;
      state.endedBy = null;
    },
    loginFailed(state) {
      state.status = 'error';
      state.user = null;
    },
    loggedOut(state) {
      state.status = 'unauthenticated';
      state.user = null;
      state.sessionChecked = true;
      state.endedBy = 'logout';
    },
    sessionExpired(state) {
      if (state.status === 'authenticated') state.endedBy = 'expired';
      state.status = 'unauthenticated';
      state.user = null;
      state.sessionChecked = true;
    },
  },
});

export const { sessionRestored, sessionMissing, loginStarted, loggedIn, loginFailed, loggedOut, sessionExpired } =
  authSlice.actions;
export const authReducer = authSlice.reducer;

/** The slice of the root state web-kit reads; every app mounts the reducer under `auth`. */
export interface AuthRootState {
  auth: AuthState;
}

export const selectAuth = (state: AuthRootState): AuthState => state.auth;
export const selectCurrentUser = (state: AuthRootState): AnyMe | null => state.auth.user;
