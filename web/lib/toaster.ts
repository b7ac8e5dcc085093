import type { Intent, Toaster } from "@blueprintjs/core";
import { connection } from "./connection";

// The app's one toaster (seed §4, §9): top centre, hides after 3500 ms or on
// close. Screens call `toast.success(message)` and friends; the Blueprint
// toaster is created on first use, its code fetched then (overlay-toaster.ts),
// so screens that never toast never pay for it.

export const TOAST_TIMEOUT_MS = 3500;

export type Severity = "info" | "warning" | "success" | "error";

const INTENT_OF: Record<Severity, Intent> = {
  info: "primary",
  warning: "warning",
  success: "success",
  error: "danger",
};

let toaster: Promise<Toaster> | null = null;

// Every toaster made, so tests can clear them: each lives in a React root of
// its own, which nothing else unmounts.
const made: Promise<Toaster>[] = [];

/** A Blueprint toaster at `position`, remembered for clearToasts. */
export function createToaster(position: "top" | "bottom", maxToasts: number): Promise<Toaster> {
  const created = import("./overlay-toaster").then(({ OverlayToaster }) =>
    OverlayToaster.createAsync({ position, maxToasts }),
  );
  made.push(created);
  return created;
}

/** Clears every toaster made; answers whether there was any (tests wait for the exits then). */
export async function clearToasts(): Promise<boolean> {
  for (const t of made) (await t).clear();
  return made.length > 0;
}

function getToaster(): Promise<Toaster> {
  toaster ??= createToaster("top", 5);
  return toaster;
}

/**
 * Shows one message; resolves to the toast's key (for tests and dismissal).
 * While the server is not answering, error toasts are dropped (resolving to
 * ""): the connection banner already says so, once, instead of a storm.
 */
export async function notify(severity: Severity, message: string): Promise<string> {
  if (severity === "error" && connection.suspect()) return "";
  const instance = await getToaster();
  return instance.show({ message, intent: INTENT_OF[severity], timeout: TOAST_TIMEOUT_MS });
}

export const toast = {
  info: (message: string) => notify("info", message),
  warning: (message: string) => notify("warning", message),
  success: (message: string) => notify("success", message),
  error: (message: string) => notify("error", message),
};
