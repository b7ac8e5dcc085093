import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, mockApi } from "../../tests/unit/mock-api";
import {
  NETWORK_ERROR_MESSAGE,
  REQUEST_TIMEOUT_MS,
  request,
  serializeParams,
  setAuthToken,
} from "./http";

function lastCall(fetchMock: ReturnType<typeof mockApi>) {
  const [input, init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: String(input), init: init ?? {} };
}

function headersOf(init: RequestInit): Record<string, string> {
  return init.headers as Record<string, string>;
}

afterEach(() => {
  setAuthToken(null);
  vi.useRealTimers();
});

describe("request", () => {
  it("puts code, message and data at the top level and attaches the raw response", async () => {
    mockApi({ "GET /api/common/app": { code: 0, message: "ok", data: { version: "1" } } });
    const res = await request("GET", "/api/common/app");
    expect(res.code).toBe(0);
    expect(res.message).toBe("ok");
    expect(res.data).toEqual({ version: "1" });
    expect(res.response.status).toBe(200);
  });

  it("sends GET params in the query string, dropping null and undefined", async () => {
    const fetchMock = mockApi({ "GET /api/common/get_dirs": { code: 0, data: [] } });
    await request("GET", "/api/common/get_dirs", {
      path: "/media films",
      defaultSelected: null,
      missing: undefined,
      deep: true,
      shallow: false,
      page: 0,
    });
    const { url, init } = lastCall(fetchMock);
    expect(url).toBe("/api/common/get_dirs?path=%2Fmedia+films&deep=true&shallow=false&page=0");
    expect(init.method).toBe("GET");
    expect(init.body).toBeUndefined();
  });

  it("leaves no bare '?' when a GET has no params", async () => {
    const fetchMock = mockApi({ "GET /api/auth/my_account": { code: 0, data: {} } });
    await request("GET", "/api/auth/my_account");
    expect(lastCall(fetchMock).url).toBe("/api/auth/my_account");
  });

  it("sends POST params as a JSON body and nothing in the query string", async () => {
    const fetchMock = mockApi({ "POST /api/auth/get_token": { code: 0, data: null } });
    await request("POST", "/api/auth/get_token", { username: "admin", password: "secret" });
    const { url, init } = lastCall(fetchMock);
    expect(url).toBe("/api/auth/get_token");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({ username: "admin", password: "secret" });
    expect(headersOf(init)["content-type"]).toBe("application/json");
  });

  it("adds the bearer header once a token is set, and drops it when cleared", async () => {
    const fetchMock = mockApi({ "GET /api/auth/my_account": { code: 0, data: {} } });
    await request("GET", "/api/auth/my_account");
    expect(headersOf(lastCall(fetchMock).init).authorization).toBeUndefined();
    setAuthToken("abc.def.ghi");
    await request("GET", "/api/auth/my_account");
    expect(headersOf(lastCall(fetchMock).init).authorization).toBe("Bearer abc.def.ghi");
    setAuthToken(null);
    await request("GET", "/api/auth/my_account");
    expect(headersOf(lastCall(fetchMock).init).authorization).toBeUndefined();
  });

  it("rejects with the server's body on an HTTP error", async () => {
    mockApi({ "GET /api/common/app": () => jsonResponse({ code: 1, message: "boom" }, 500) });
    await expect(request("GET", "/api/common/app")).rejects.toEqual({ code: 1, message: "boom" });
  });

  it("rejects with 'Something went wrong' when an HTTP error has no body", async () => {
    mockApi({ "GET /api/common/app": () => new Response("", { status: 502 }) });
    await expect(request("GET", "/api/common/app")).rejects.toBe("Something went wrong");
  });

  it("rejects with 'Something went wrong' on a network error", async () => {
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(request("GET", "/api/common/app")).rejects.toBe(NETWORK_ERROR_MESSAGE);
    expect(NETWORK_ERROR_MESSAGE).toBe("Something went wrong");
  });

  it("aborts after 60000 ms and rejects with 'Something went wrong'", async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    vi.spyOn(globalThis, "fetch").mockImplementation(
      (_input, init) =>
        new Promise<Response>((_resolve, reject) => {
          signal = init?.signal ?? undefined;
          signal?.addEventListener("abort", () =>
            reject(new DOMException("aborted", "AbortError")),
          );
        }),
    );
    const pending = request("GET", "/api/common/app");
    const outcome = pending.then(
      () => "resolved",
      (reason: unknown) => reason,
    );
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signal?.aborted).toBe(true);
    expect(await outcome).toBe("Something went wrong");
    expect(REQUEST_TIMEOUT_MS).toBe(60000);
  });

  it("clears the time-out timer once the request is done", async () => {
    vi.useFakeTimers();
    mockApi({ "GET /api/common/app": { code: 0, data: null } });
    await request("GET", "/api/common/app");
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("serializeParams", () => {
  it("writes booleans as true/false and skips empty values", () => {
    expect(serializeParams({ a: true, b: false, c: null, d: undefined, e: "x" })).toBe(
      "a=true&b=false&e=x",
    );
  });
});
