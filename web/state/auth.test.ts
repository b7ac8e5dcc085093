import { createStore } from "jotai";
import { queryClientAtom } from "jotai-tanstack-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { expiredToken, liveToken } from "../../tests/unit/jwt";
import { adminUser, callsTo, jsonResponse, mockApi } from "../../tests/unit/mock-api";
import { request, setAuthToken } from "../lib/http";
import { readToken } from "../lib/token";
import {
  authAtom,
  initialAuthState,
  initializeAuthAtom,
  restoreStoredSession,
  signInAtom,
  signOutAtom,
} from "./auth";

const signedOut = { isInitialized: true, isAuthenticated: false, user: null };
const authHeader = (init: RequestInit) => (init.headers as Record<string, string>).authorization;

afterEach(() => setAuthToken(null));

describe("initial state", () => {
  it("starts uninitialised and signed out", () => {
    expect(createStore().get(authAtom)).toEqual(initialAuthState);
    expect(initialAuthState).toEqual({ isInitialized: false, isAuthenticated: false, user: null });
  });
});

describe("restoreStoredSession", () => {
  it("puts a stored live token on calls made before the session check (common/app)", async () => {
    const token = liveToken();
    localStorage.setItem("accessToken", token);
    const fetchMock = mockApi({ "GET /api/common/app": { code: 0, data: {} } });
    restoreStoredSession();
    await request("GET", "/api/common/app");
    const [call] = callsTo(fetchMock, "GET /api/common/app");
    expect(call && authHeader(call)).toBe(`Bearer ${token}`);
  });

  it("ignores an expired token", async () => {
    localStorage.setItem("accessToken", expiredToken());
    const fetchMock = mockApi({ "GET /api/common/app": { code: 0, data: {} } });
    restoreStoredSession();
    await request("GET", "/api/common/app");
    const [call] = callsTo(fetchMock, "GET /api/common/app");
    expect(call && authHeader(call)).toBeUndefined();
  });
});

describe("initializeAuthAtom", () => {
  it("with a stored valid token: sends it to my_account and signs the user in", async () => {
    const token = liveToken();
    localStorage.setItem("accessToken", token);
    const fetchMock = mockApi({ "GET /api/auth/my_account": { code: 0, data: adminUser } });
    const store = createStore();
    await store.set(initializeAuthAtom);
    expect(store.get(authAtom)).toEqual({
      isInitialized: true,
      isAuthenticated: true,
      user: adminUser,
    });
    const [call] = callsTo(fetchMock, "GET /api/auth/my_account");
    expect(call && authHeader(call)).toBe(`Bearer ${token}`);
  });

  it("with my_account code 1: removes the token and ends signed out", async () => {
    localStorage.setItem("accessToken", liveToken());
    mockApi({ "GET /api/auth/my_account": { code: 1, message: "登录已失效，请重新登录" } });
    const store = createStore();
    await store.set(initializeAuthAtom);
    expect(store.get(authAtom)).toEqual(signedOut);
    expect(readToken()).toBeNull();
  });

  it("with a network failure: ends initialised and signed out", async () => {
    localStorage.setItem("accessToken", liveToken());
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Failed to fetch"));
    const store = createStore();
    await store.set(initializeAuthAtom);
    expect(store.get(authAtom)).toEqual(signedOut);
  });

  it("with an HTTP error: ends initialised and signed out", async () => {
    localStorage.setItem("accessToken", liveToken());
    mockApi({ "GET /api/auth/my_account": () => jsonResponse({}, 500) });
    const store = createStore();
    await store.set(initializeAuthAtom);
    expect(store.get(authAtom)).toEqual(signedOut);
  });

  it.each([
    ["an expired", expiredToken()],
    ["a two-part", liveToken().split(".").slice(0, 2).join(".")],
    ["a malformed", "not-a-jwt"],
  ])("with %s token: makes no call and ends signed out", async (_label, token) => {
    localStorage.setItem("accessToken", token);
    const fetchMock = mockApi({ "GET /api/auth/my_account": { code: 0, data: adminUser } });
    const store = createStore();
    await store.set(initializeAuthAtom);
    expect(store.get(authAtom)).toEqual(signedOut);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("without a token: makes no call and ends signed out", async () => {
    const fetchMock = mockApi({});
    const store = createStore();
    await store.set(initializeAuthAtom);
    expect(store.get(authAtom)).toEqual(signedOut);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("signInAtom", () => {
  it("on code 0: stores the token, signs the user in, uses the header and refetches app info", async () => {
    const token = liveToken();
    const fetchMock = mockApi({
      "POST /api/auth/get_token": {
        code: 0,
        message: "",
        data: { access_token: token, user: adminUser },
      },
      "GET /api/auth/my_account": { code: 0, data: adminUser },
    });
    const store = createStore();
    const invalidate = vi.spyOn(store.get(queryClientAtom), "invalidateQueries");
    const user = await store.set(signInAtom, { username: "admin", password: "secret" });
    expect(user).toEqual(adminUser);
    expect(readToken()).toBe(token);
    expect(store.get(authAtom)).toEqual({
      isInitialized: true,
      isAuthenticated: true,
      user: adminUser,
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["common", "app"] });
    const [body] = callsTo(fetchMock, "POST /api/auth/get_token");
    expect(JSON.parse(String(body?.body))).toEqual({ username: "admin", password: "secret" });

    // Every later call carries the new token.
    await store.set(initializeAuthAtom);
    const [check] = callsTo(fetchMock, "GET /api/auth/my_account");
    expect(check && authHeader(check)).toBe(`Bearer ${token}`);
  });

  it("on code 1: throws the server's message and changes nothing", async () => {
    mockApi({ "POST /api/auth/get_token": { code: 1, message: "账号或密码错误", data: null } });
    const store = createStore();
    await expect(store.set(signInAtom, { username: "admin", password: "x" })).rejects.toThrow(
      "账号或密码错误",
    );
    expect(readToken()).toBeNull();
    expect(store.get(authAtom)).toEqual(initialAuthState);
  });

  it("on a network error: rejects with the HTTP client's fallback", async () => {
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Failed to fetch"));
    const store = createStore();
    await expect(store.set(signInAtom, { username: "a", password: "b" })).rejects.toBe(
      "Something went wrong",
    );
  });
});

describe("signOutAtom", () => {
  it("clears the token, the header and the user", async () => {
    const token = liveToken();
    const fetchMock = mockApi({
      "POST /api/auth/get_token": { code: 0, data: { access_token: token, user: adminUser } },
      "GET /api/common/app": { code: 0, data: { version: "1", menus: [] } },
    });
    const store = createStore();
    await store.set(signInAtom, { username: "admin", password: "secret" });
    store.set(signOutAtom);
    expect(readToken()).toBeNull();
    expect(store.get(authAtom)).toEqual(signedOut);
    await request("GET", "/api/common/app");
    const last = fetchMock.mock.calls.at(-1)?.[1] ?? {};
    expect(authHeader(last)).toBeUndefined();
  });
});
