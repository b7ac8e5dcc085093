// How the hub knows a restart is over. The server answers restart_app, shuts
// down, and starts again in place; /api/common/app fails in between. That gap
// can be shorter than one probe interval, so an app that keeps answering for
// a while is taken as already restarted too.

export const POLL_INTERVAL_MS = 250;
/** Answering this long without a gap: the restart fell between two probes. */
export const SETTLE_MS = 5000;
/** After this long the overlay says so and offers a manual reload (probing goes on). */
export const SLOW_MS = 60_000;

export type RestartWaitDeps = {
  /** True when the app answers. */
  probe: () => Promise<boolean>;
  sleep: (ms: number) => Promise<void>;
  now: () => number;
  /** Called once when the wait has lasted SLOW_MS. */
  onSlow?: () => void;
  /** Stops the wait (the page went away). */
  signal?: AbortSignal;
};

/**
 * Resolves true once the app is back (it was seen down and answers again,
 * or it has answered for SETTLE_MS); false when aborted.
 */
export async function waitForRestart(deps: RestartWaitDeps): Promise<boolean> {
  const { probe, sleep, now, onSlow, signal } = deps;
  const start = now();
  let wentDown = false;
  let slow = false;
  while (!signal?.aborted) {
    const up = await probe();
    if (signal?.aborted) break;
    if (!up) wentDown = true;
    else if (wentDown || now() - start >= SETTLE_MS) return true;
    if (!slow && now() - start >= SLOW_MS) {
      slow = true;
      onSlow?.();
    }
    await sleep(POLL_INTERVAL_MS);
  }
  return false;
}
