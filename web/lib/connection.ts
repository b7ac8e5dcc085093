// What the console knows about its server: is it answering, and is it still
// the build this page was loaded from. The HTTP client reports every outcome
// here; the banner, the toaster and the query client read it. Plain module
// state with subscribe/getSnapshot, so non-React code (http.ts, toaster.ts)
// can use it and React reads it with useSyncExternalStore.

/** Consecutive failures before the console says the server is down. */
export const DOWN_AFTER_FAILURES = 2;
/** The header the server stamps its web build id on (server/httpx/build.go). */
export const BUILD_HEADER = "X-MR-Build";

export type ReloadReason = "build" | "chunk";

export type ConnectionSnapshot = {
  /** false once DOWN_AFTER_FAILURES requests in a row found no server. */
  up: boolean;
  /** Failures in a row (0 after any answer). */
  failures: number;
  /** The build this page runs (the first id seen) and the newest one seen. */
  loadedBuild: string | null;
  latestBuild: string | null;
  /** Set when a reload should be offered: a new build, or a missing chunk. */
  reloadOffer: ReloadReason | null;
};

export type Outcome = { reachable: boolean; build?: string | null };

const initial: ConnectionSnapshot = {
  up: true,
  failures: 0,
  loadedBuild: null,
  latestBuild: null,
  reloadOffer: null,
};

let snapshot = initial;
const listeners = new Set<() => void>();

function update(next: Partial<ConnectionSnapshot>): void {
  const merged = { ...snapshot, ...next };
  if ((Object.keys(next) as (keyof ConnectionSnapshot)[]).every((k) => merged[k] === snapshot[k]))
    return;
  snapshot = merged;
  for (const listener of listeners) listener();
}

export const connection = {
  getSnapshot: (): ConnectionSnapshot => snapshot,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Every request's result: an answer (with its build id) or no server. */
  report({ reachable, build }: Outcome): void {
    if (!reachable) {
      const failures = snapshot.failures + 1;
      update({ failures, up: snapshot.up && failures < DOWN_AFTER_FAILURES });
      return;
    }
    const next: Partial<ConnectionSnapshot> = { failures: 0, up: true };
    if (build) {
      next.latestBuild = build;
      if (snapshot.loadedBuild === null) next.loadedBuild = build;
      else if (build !== snapshot.loadedBuild && snapshot.reloadOffer === null)
        next.reloadOffer = "build";
    }
    update(next);
  },
  /** True while something failed and nothing has answered since. */
  suspect: (): boolean => snapshot.failures > 0,
  offerReload(reason: ReloadReason): void {
    update({ reloadOffer: reason });
  },
  /** "Later": hidden until the build changes again. */
  dismissOffer(): void {
    update({ reloadOffer: null, loadedBuild: snapshot.latestBuild ?? snapshot.loadedBuild });
  },
  /** Tests start from a clean state. */
  reset(): void {
    snapshot = initial;
    for (const listener of listeners) listener();
  },
};
