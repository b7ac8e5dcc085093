// Someone who has signed in on this browser before is greeted as a returning
// visitor on the sign-in screen (seed §1's "Welcome back" / "We've missed you").

export const LAST_USER_STORAGE_KEY = "lastUsername";

export function rememberVisitor(username: string): void {
  if (username) localStorage.setItem(LAST_USER_STORAGE_KEY, username);
}

/** The name last signed in with on this browser, if any. */
export function lastVisitor(): string | null {
  return localStorage.getItem(LAST_USER_STORAGE_KEY) || null;
}
