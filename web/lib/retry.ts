import { needsSetup } from "./error-message";

export type RetryOptions = {
  /** Further attempts after the first failure. */
  retries: number;
  /** Wait before the first retry; each later wait doubles. */
  initialDelayMs: number;
  /** Injected by tests to record the schedule. */
  sleep?: (ms: number) => Promise<void>;
};

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The waits before each retry: initialDelayMs, ×2, ×4 … (retries entries). */
export function retryDelays({ retries, initialDelayMs }: RetryOptions): number[] {
  return Array.from({ length: retries }, (_, i) => initialDelayMs * 2 ** i);
}

/** Runs `task`, retrying with doubling waits; rethrows the last failure. */
export async function withRetry<T>(task: () => Promise<T>, options: RetryOptions): Promise<T> {
  const sleep = options.sleep ?? realSleep;
  const delays = retryDelays(options);
  for (let attempt = 0; ; attempt++) {
    try {
      return await task();
    } catch (error) {
      const delay = delays[attempt];
      if (delay === undefined) throw error;
      await sleep(delay);
    }
  }
}

/**
 * The server's refusals: asking again gets the same answer, so retrying
 * only keeps a spinner up (9.5 s on 用户管理, 7 s on the trend screens)
 * before the same message. HTTP 401/403, the code-1 answers for "not an
 * admin" / "signed out", and any failure the server marks as needing setup
 * (no TMDB key, a wrong key, no site to search: they stay until someone
 * changes the settings). That mark is the built-in server's; the original
 * backend (proxy mode) sends none, and never sent these messages either.
 */
const REFUSAL_STATUSES = new Set([401, 403]);
const REFUSAL_MESSAGES = new Set(["需要管理员权限", "登录已失效，请重新登录"]);

function messageOf(error: unknown): unknown {
  if (typeof error === "object" && error !== null) return (error as { message?: unknown }).message;
  return error;
}

function statusOf(error: unknown): unknown {
  return typeof error === "object" && error !== null
    ? (error as { status?: unknown }).status
    : undefined;
}

export function isRefusal(error: unknown): boolean {
  const message = messageOf(error);
  return (
    REFUSAL_STATUSES.has(statusOf(error) as number) ||
    needsSetup(error) ||
    (typeof message === "string" && REFUSAL_MESSAGES.has(message))
  );
}

/** TanStack Query's `retry`: three more tries, none after a refusal. */
export function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  return failureCount < 3 && !isRefusal(error);
}
