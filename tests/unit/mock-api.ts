import { vi } from "vitest";

// Mocks the network at `fetch`, so every test goes through the real HTTP client.

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });
}

export type RouteHandler = (init: RequestInit, url: URL) => Response | Promise<Response>;
/** Keys are "METHOD /path"; values are a JSON body (status 200) or a handler. */
export type Routes = Record<string, unknown>;

export function mockApi(routes: Routes) {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init = {}) => {
    const url = new URL(String(input), "http://localhost");
    const key = `${init.method ?? "GET"} ${url.pathname}`;
    if (!(key in routes)) return jsonResponse({ code: 1, message: `unmocked ${key}` }, 404);
    const route = routes[key];
    return typeof route === "function" ? (route as RouteHandler)(init, url) : jsonResponse(route);
  });
}

/** The parsed JSON body of the n-th call to a mocked fetch for `key`. */
export function callsTo(fetchMock: ReturnType<typeof mockApi>, key: string): RequestInit[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const url = new URL(String(input), "http://localhost");
      return `${init?.method ?? "GET"} ${url.pathname}` === key;
    })
    .map(([, init]) => init ?? {});
}

/** A promise whose settlement the test decides (for "while submitting" states). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

export const adminUser = {
  id: 1,
  username: "admin",
  nickname: "admin",
  avatar: "",
  role: 1,
  role_name: "管理员",
};

export const appInfoBody = {
  code: 0,
  message: "",
  data: { version: "1.2.3", menus: [], server_config: { douban_poster_wall: false } },
};
