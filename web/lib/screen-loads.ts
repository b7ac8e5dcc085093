// Loads a screen's chunk starts as it runs (TanStack Form: web/lib/forms.ts)
// without being part of it. Kept apart from what starts them so the entry
// (main.tsx's takeover of a prerendered screen) can wait for them without
// importing, or loading, any of it.

const pending: Promise<unknown>[] = [];

/** Records a load started alongside a screen's chunk; its failure is the screen's to show. */
export function startedWithScreen(load: Promise<unknown>): void {
  pending.push(load.catch(() => undefined));
}

/** Resolves once every load recorded so far has finished (succeeded or failed). */
export function screenLoadsSettled(): Promise<unknown> {
  return Promise.all(pending);
}
