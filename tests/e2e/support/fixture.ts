// A fixture's life: a fresh binary with its first admin signed in, the
// session it stored, and stopping what it started.
import { createAdmin, fetchToken, type RunningServer, startServer } from "./server";
import type { Session } from "./session";

/** A fresh binary whose first admin is signed in through the API. */
export type SignedIn = { server: RunningServer; token: string; session: Session };

/**
 * Starts the binary (with `args`), creates its first admin as the setup
 * screen would and signs them in. Spread it into a fixture's context:
 * `Object.assign(fc, await startSignedIn({ password: PASSWORD }))`.
 */
export async function startSignedIn(opts: {
  admin?: string;
  password: string;
  args?: string[];
}): Promise<SignedIn> {
  const admin = opts.admin ?? "admin";
  const server = await startServer(opts.args);
  try {
    await createAdmin(server.url, admin, opts.password);
    const token = await fetchToken(server.url, admin, opts.password);
    return { server, token, session: { url: server.url, token } };
  } catch (err) {
    await server.stop();
    throw err;
  }
}

type Stoppable = { stop?(): Promise<void>; remove?(): void } | undefined | null;

/**
 * A fixture's `.after`: stops (or removes) each thing it started, in order,
 * skipping what never started; every one is tried before a failure is thrown.
 */
export async function stopAll(...things: Stoppable[]): Promise<void> {
  const failures: unknown[] = [];
  for (const thing of things) {
    try {
      if (thing?.stop) await thing.stop();
      else thing?.remove?.();
    } catch (err) {
      failures.push(err);
    }
  }
  if (failures.length > 0) throw failures[0];
}

/** The session a fixture's `before` stored (startSignedIn spread into its context). */
export const fixtureSession = (t: TestController): Session =>
  (t.fixtureCtx as { session: Session }).session;
