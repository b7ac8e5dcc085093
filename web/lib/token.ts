import { jwtDecode } from "jwt-decode";

// Token storage and client-side validity (seed §3, §5, §8). No signature check:
// the server verifies the token; the client only avoids sending a dead one.

export const TOKEN_STORAGE_KEY = "accessToken";

export function readToken(): string | null {
  return localStorage.getItem(TOKEN_STORAGE_KEY);
}

export function writeToken(token: string | null): void {
  if (token) localStorage.setItem(TOKEN_STORAGE_KEY, token);
  else localStorage.removeItem(TOKEN_STORAGE_KEY);
}

/** Throws 'Invalid JWT' or jwt-decode's own message when the token is malformed. */
export function decodeExpiry(token: string): number {
  // jwt-decode only reads the second part, so a two-part token would slip through.
  if (token.split(".").length !== 3) throw new Error("Invalid JWT");
  const payload = jwtDecode<{ exp?: unknown }>(token);
  if (typeof payload !== "object" || payload === null || typeof payload.exp !== "number") {
    throw new Error("Invalid JWT: missing exp claim");
  }
  return payload.exp;
}

/** True for a three-part JWT whose JSON payload has an `exp` later than now (seconds). */
export function isValidToken(token: string | null | undefined, nowMs = Date.now()): boolean {
  if (!token) return false;
  try {
    return decodeExpiry(token) > nowMs / 1000;
  } catch {
    return false;
  }
}

/**
 * The role the built-in server signs into its tokens (server/auth/tokens.go),
 * known before my_account answers; undefined for a token without one (an
 * upstream's in proxy mode). A hint only: the server checks the role itself.
 */
export function tokenRole(token: string | null): unknown {
  try {
    return token ? jwtDecode<{ role?: unknown }>(token).role : undefined;
  } catch {
    return undefined;
  }
}
