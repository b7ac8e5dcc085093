import { onlineManager, type QueryClient } from "@tanstack/react-query";
import { connection } from "../../lib/connection";
import { send } from "../../lib/http";
import { PRELOAD_ERROR_EVENT, PRELOAD_RELOADED_KEY, pageReloader } from "../../lib/page-reload";

// Keeps an eye on the server while a console is open. Up: a light probe every
// UP_POLL_MS while the tab is visible (the build id rides on its answer).
// After any failure: probe again at once, then with back-off while down. While
// down, TanStack Query is told it is offline, so queries and mutations pause
// instead of failing one by one; back up, what is on screen is refetched.

export const UP_POLL_MS = 5000;
export const DOWN_DELAYS_MS = [1000, 2000, 4000, 5000];
const PROBE_TIMEOUT_MS = 4000;
const SOON_MS = 300;

export type MonitorOptions = {
  queryClient: QueryClient;
  /** Injected by tests; by default GET /api/common/app through the one HTTP client. */
  probe?: () => Promise<unknown>;
};

async function defaultProbe(): Promise<unknown> {
  // send() reports the outcome to `connection` itself; the answer is not needed.
  return send({ url: "/api/common/app", method: "GET", timeout: PROBE_TIMEOUT_MS }).catch(() => {});
}

let probeNowHook: (() => void) | null = null;

/** "立即重试": probe right away (no-op when no monitor runs). */
export function probeNow(): void {
  probeNowHook?.();
}

/** Starts the monitor; returns its stop function. */
export function startConnectionMonitor({ queryClient, probe = defaultProbe }: MonitorOptions) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let downProbes = 0;
  let wasUp = connection.getSnapshot().up;
  let chunkFailed = false;
  let stopped = false;

  const schedule = (ms: number) => {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(() => void tick(), ms);
  };

  async function tick() {
    if (document.visibilityState === "hidden" && connection.getSnapshot().up) return;
    await probe();
    const { up, failures } = connection.getSnapshot();
    if (up && failures === 0) {
      downProbes = 0;
      if (chunkFailed) recoverChunk();
      schedule(UP_POLL_MS);
    } else {
      // The browser's own "online" event may have switched queries back on.
      if (!up && onlineManager.isOnline()) onlineManager.setOnline(false);
      schedule(DOWN_DELAYS_MS[Math.min(downProbes++, DOWN_DELAYS_MS.length - 1)] ?? UP_POLL_MS);
    }
  }

  // A missing chunk after an upgrade: once the server answers, reload once
  // per session; a second time, offer the reload instead of the 500 screen.
  function recoverChunk() {
    chunkFailed = false;
    if (sessionStorage.getItem(PRELOAD_RELOADED_KEY) === null) {
      sessionStorage.setItem(PRELOAD_RELOADED_KEY, "1");
      pageReloader.reload();
    } else connection.offerReload("chunk");
  }

  const unsubscribe = connection.subscribe(() => {
    const { up, failures } = connection.getSnapshot();
    if (up !== wasUp) {
      wasUp = up;
      onlineManager.setOnline(up);
      if (up) void queryClient.invalidateQueries({ refetchType: "active" });
    }
    if (failures === 1) schedule(SOON_MS); // the first failure: check at once
  });

  const onPreloadError = (event: Event) => {
    event.preventDefault(); // the screen keeps loading; recovery is ours
    chunkFailed = true;
    schedule(0);
  };
  const onVisible = () => {
    if (document.visibilityState === "visible") schedule(0);
  };
  window.addEventListener(PRELOAD_ERROR_EVENT, onPreloadError);
  document.addEventListener("visibilitychange", onVisible);
  probeNowHook = () => schedule(0);
  schedule(UP_POLL_MS);

  return () => {
    stopped = true;
    clearTimeout(timer);
    unsubscribe();
    window.removeEventListener(PRELOAD_ERROR_EVENT, onPreloadError);
    document.removeEventListener("visibilitychange", onVisible);
    probeNowHook = null;
  };
}
