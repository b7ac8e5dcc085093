import redaxios, { type Options, type Response } from "redaxios";
import { basePath } from "./base-path";
import { BUILD_HEADER, connection } from "./connection";

// The one HTTP client of the app (seed §7, api-contract §1.1/§1.2).

export const REQUEST_TIMEOUT_MS = 60_000;
export const NETWORK_ERROR_MESSAGE = "Something went wrong";

/**
 * The kind of a failure, whatever its words (an addition of the built-in
 * server; the original backend sends none): "setup", only a change of the
 * settings cures it, which only an administrator may make.
 */
export type FailureReason = "setup";

/** Every API body is `{code, message, data}`; the raw response rides along as `response`. */
export type ApiResponse<T = unknown> = {
  code: number;
  message?: string;
  data: T;
  reason?: FailureReason;
  response: Response<unknown>;
};

export type Params = Record<string, unknown>;
export type Method = "GET" | "POST";

/** Drops null/undefined (as axios did) and writes booleans as true/false. */
export function serializeParams(params: Options["params"]): string {
  if (params instanceof URLSearchParams) return params.toString();
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === null || value === undefined) continue;
    query.append(key, String(value));
  }
  return query.toString();
}

// Same origin; under --base-path every /api/… call gets the prefix ("/mr/api/…").
export const http = redaxios.create({
  baseURL: basePath,
  headers: {},
  paramsSerializer: serializeParams,
});

/** Sets or clears `Authorization: Bearer <token>` for every later call. */
export function setAuthToken(token: string | null): void {
  const headers = { ...(http.defaults.headers as Record<string, string>) };
  delete headers.Authorization;
  if (token) headers.Authorization = `Bearer ${token}`;
  http.defaults.headers = headers;
}

/** Whether calls carry a token: a signed-out visitor's screen data is not asked for ahead. */
export function hasAuthToken(): boolean {
  return "Authorization" in (http.defaults.headers as Record<string, string>);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function unwrap<T>(response: Response<unknown>): ApiResponse<T> {
  const body = isRecord(response.data) ? response.data : {};
  return { ...body, response } as ApiResponse<T>;
}

// redaxios rejects with its response object on HTTP errors and with fetch's
// own error on network failure or abort; callers only ever see the body or the fallback.
function toRejection(error: unknown): unknown {
  if (isRecord(error) && "status" in error && "data" in error) {
    const body = error.data;
    if (isRecord(body)) {
      // The status rides along unseen (not enumerable: the body stays the
      // body) so a 401/403 is known as a refusal and not retried.
      return Object.defineProperty({ ...body }, "status", { value: error.status });
    }
    if (body !== undefined && body !== null && body !== "") return body;
  }
  return NETWORK_ERROR_MESSAGE;
}

/** Gateway answers: the binary is up but its upstream (proxy mode) is not. */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

function buildOf(headers: unknown): string | null {
  return headers instanceof Headers ? headers.get(BUILD_HEADER) : null;
}

/** Tells the connection state what this request found: a server (and its build) or none. */
function reportOutcome(result: unknown): void {
  if (isRecord(result) && typeof result.status === "number") {
    connection.report({
      reachable: !GATEWAY_STATUSES.has(result.status),
      build: buildOf(result.headers),
    });
  } else connection.report({ reachable: false });
}

export type SendOptions = Options & { timeout?: number };

/**
 * Sends one request and unwraps the envelope. redaxios has no time-out, so a
 * custom fetch carries an AbortSignal whose timer also covers reading the body.
 */
export async function send<T = unknown>(config: SendOptions): Promise<ApiResponse<T>> {
  const { timeout = REQUEST_TIMEOUT_MS, ...options } = config;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeout);
  const timedFetch: typeof fetch = (input, init) =>
    globalThis.fetch(input, { ...init, signal: controller.signal });
  try {
    const response = await http({ ...options, fetch: timedFetch });
    reportOutcome(response);
    return unwrap<T>(response);
  } catch (error) {
    reportOutcome(error);
    throw toRejection(error);
  } finally {
    clearTimeout(timer);
  }
}

/** POST sends `params` as a JSON body; GET puts them in the query string. */
export function request<T = unknown>(
  method: Method,
  url: string,
  params?: Params,
): Promise<ApiResponse<T>> {
  if (method === "POST") return send<T>({ url, method, data: params ?? {} });
  // Serialised here so that a call without params does not end in a bare "?".
  const query = serializeParams(params);
  return send<T>({ url: query ? `${url}?${query}` : url, method });
}

/**
 * GET of a streamed answer (NDJSON lines; the caller reads the body as it
 * arrives): the same base path, token and connection report as `send`, no
 * time-out (the server bounds the stream; abort through `signal`).
 */
export async function openStream(
  url: string,
  params: Params,
  signal?: AbortSignal,
): Promise<globalThis.Response> {
  const query = serializeParams(params);
  try {
    const res = await globalThis.fetch(`${basePath}${url}${query ? `?${query}` : ""}`, {
      headers: { ...(http.defaults.headers as Record<string, string>) },
      signal,
    });
    connection.report({
      reachable: !GATEWAY_STATUSES.has(res.status),
      build: buildOf(res.headers),
    });
    return res;
  } catch (error) {
    if (signal?.aborted) throw error;
    connection.report({ reachable: false });
    throw NETWORK_ERROR_MESSAGE;
  }
}
