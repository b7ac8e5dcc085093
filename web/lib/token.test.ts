import { describe, expect, it } from "vitest";
import { expiredToken, liveToken, makeJwt, nowSeconds } from "../../tests/unit/jwt";
import { decodeExpiry, isValidToken, readToken, TOKEN_STORAGE_KEY, writeToken } from "./token";

const b64 = (text: string) => btoa(text).replace(/=+$/, "");

describe("isValidToken", () => {
  it("accepts a three-part JWT whose exp is in the future", () => {
    expect(isValidToken(liveToken())).toBe(true);
  });

  it("rejects an expired token, and one expiring exactly now", () => {
    expect(isValidToken(expiredToken())).toBe(false);
    const now = nowSeconds();
    expect(isValidToken(makeJwt({ exp: now }), now * 1000)).toBe(false);
    expect(isValidToken(makeJwt({ exp: now + 1 }), now * 1000)).toBe(true);
  });

  it("rejects a two-part token even though its payload decodes", () => {
    const [header, payload] = liveToken().split(".");
    expect(isValidToken(`${header}.${payload}`)).toBe(false);
    expect(() => decodeExpiry(`${header}.${payload}`)).toThrow("Invalid JWT");
  });

  it("rejects a payload that is not JSON", () => {
    const token = `${b64('{"alg":"HS256"}')}.${b64("not json")}.sig`;
    expect(isValidToken(token)).toBe(false);
    expect(() => decodeExpiry(token)).toThrow(/invalid json/i);
  });

  it("rejects a payload without an exp claim (or a non-numeric one)", () => {
    expect(isValidToken(makeJwt({ sub: "1" }))).toBe(false);
    expect(isValidToken(makeJwt({ exp: "9999999999" }))).toBe(false);
    expect(isValidToken(makeJwt(42))).toBe(false);
  });

  it("rejects a missing or empty token", () => {
    expect(isValidToken(null)).toBe(false);
    expect(isValidToken(undefined)).toBe(false);
    expect(isValidToken("")).toBe(false);
  });
});

describe("token storage", () => {
  it("keeps the token in localStorage under accessToken", () => {
    writeToken("a.b.c");
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe("a.b.c");
    expect(TOKEN_STORAGE_KEY).toBe("accessToken");
    expect(readToken()).toBe("a.b.c");
    writeToken(null);
    expect(readToken()).toBeNull();
  });
});
