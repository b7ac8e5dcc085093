import { atom } from "jotai";
import { queryClientAtom } from "jotai-tanstack-query";
import type { Credentials, User } from "../lib/api/auth-types";
import { appInfoQueryKey } from "../lib/api/get-app-info";
import { getToken } from "../lib/api/get-token";
import { getMyAccount } from "../lib/api/my-account";
import { setAuthToken } from "../lib/http";
import { rememberVisitor } from "../lib/returning-visitor";
import { isValidToken, readToken, writeToken } from "../lib/token";

// The session state machine of seed §4, as atoms so any screen can read it and
// tests can drive it through a jotai store.

export type AuthState = {
  isInitialized: boolean;
  isAuthenticated: boolean;
  user: User | null;
};

export const initialAuthState: AuthState = {
  isInitialized: false,
  isAuthenticated: false,
  user: null,
};

const signedOut: AuthState = { isInitialized: true, isAuthenticated: false, user: null };

export const authAtom = atom<AuthState>(initialAuthState);

/** Stores (or removes) the token and sets the header every later call carries. */
export function applySession(token: string | null): void {
  writeToken(token);
  setAuthToken(token);
}

/** Before the first render: an unexpired stored token goes on every call at once. */
export function restoreStoredSession(): void {
  const token = readToken();
  if (isValidToken(token)) setAuthToken(token);
}

/** On app load: a stored, unexpired token is checked against my_account. */
export const initializeAuthAtom = atom(null, async (get, set): Promise<void> => {
  const token = readToken();
  if (!isValidToken(token)) {
    set(authAtom, signedOut);
    return;
  }
  setAuthToken(token);
  try {
    const res = await getMyAccount();
    if (res.code === 0 && res.data) {
      set(authAtom, { isInitialized: true, isAuthenticated: true, user: res.data });
      // App info may have been asked for before the token was in place (it
      // starts with the first render): ask again, or the menus stay empty.
      void get(queryClientAtom).invalidateQueries({ queryKey: appInfoQueryKey });
      return;
    }
    // code 1 means the server no longer accepts this token: the menus
    // fetched with it are not this visitor's.
    if (res.code === 1) {
      applySession(null);
      void get(queryClientAtom).invalidateQueries({ queryKey: appInfoQueryKey });
    }
    set(authAtom, signedOut);
  } catch {
    set(authAtom, signedOut);
  }
});

/**
 * Exchanges credentials for a token. Throws the server's message when refused
 * (or the HTTP client's rejection); navigation is left to the calling screen.
 */
export const signInAtom = atom(null, async (get, set, credentials: Credentials): Promise<User> => {
  const res = await getToken(credentials);
  if (res.code !== 0 || !res.data) throw new Error(res.message ?? "");
  applySession(res.data.access_token);
  rememberVisitor(credentials.username);
  set(authAtom, { isInitialized: true, isAuthenticated: true, user: res.data.user });
  // Menus depend on who is signed in.
  void get(queryClientAtom).invalidateQueries({ queryKey: appInfoQueryKey });
  return res.data.user;
});

/** Purely client-side: the token and the user are forgotten. */
export const signOutAtom = atom(null, (get, set): void => {
  applySession(null);
  set(authAtom, signedOut);
  void get(queryClientAtom).invalidateQueries({ queryKey: appInfoQueryKey });
});

/** store.RoleUser: a family member. A server that names no role is the admin's (seed §4). */
export const NORMAL_USER_ROLE = 2;

/** Whether the signed-in user may use admin-only screens. */
export function isAdminUser(user: User | null): boolean {
  return user !== null && user.role !== NORMAL_USER_ROLE;
}

/** The signed-in user is an admin (false while signed out or before my_account). */
export const isAdminAtom = atom((get) => isAdminUser(get(authAtom).user));
