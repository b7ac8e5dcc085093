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
