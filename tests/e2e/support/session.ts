// A signed-in session for the browser tests: the API called as a script
// would, a page opened signed in, and axe in both themes.
import { Selector } from "testcafe";
import { expectNoAxeViolations } from "./axe";
import { pathname, reload, storeTheme, storeToken } from "./page";
import { createAdmin, fetchToken, type RunningServer, startServer } from "./server";

export type Envelope<T> = { code: number; message: string; data: T };

/** The binary a test talks to and the token it signs in with. */
export type Session = { url: string; token: string };

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

/** GET without a body, POST with a JSON one; answers the API's envelope. */
export async function callApi<T = unknown>(
  s: Session,
  path: string,
  body?: unknown,
): Promise<Envelope<T>> {
  const res = await fetch(`${s.url}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { Authorization: `Bearer ${s.token}`, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as Envelope<T>;
}

/** callApi that must succeed: throws with the server's message otherwise. */
export async function mustCall<T = unknown>(s: Session, path: string, body?: unknown): Promise<T> {
  const answer = await callApi<T>(s, path, body);
  if (answer.code !== 0) throw new Error(`${path}: ${answer.message}`);
  return answer.data;
}

/** Opens `path` signed in (the token as the app stores it), in `theme` when given. */
export async function openSignedIn(
  t: TestController,
  s: Session,
  path: string,
  theme?: string,
): Promise<void> {
  await t.navigateTo(`${s.url}/auth/404`);
  await storeToken(s.token);
  if (theme) await storeTheme(theme);
  await t.navigateTo(`${s.url}${path}`);
  await t.expect(pathname()).eql(path.split("?")[0]);
}

const THEMES = [
  { name: "LIGHT", attribute: "light" },
  { name: "DEEP_DARK", attribute: "deep-dark" },
];

/**
 * axe in Light, then in Deep_Dark: each after a reload, once `ready` shows
 * and `settle` (what the page still waits for, or a screenshot of the theme
 * it is given: "LIGHT", "DEEP_DARK") is done. Deep_Dark stays on.
 */
export async function axeInBothThemes(
  t: TestController,
  ready: Selector,
  settle?: (t: TestController, theme: string) => Promise<void>,
): Promise<void> {
  for (const theme of THEMES) {
    await storeTheme(theme.name);
    await reload();
    await t.expect(Selector("body").withAttribute("data-theme", theme.attribute).exists).ok();
    await t.expect(ready.exists).ok({ timeout: 15_000 });
    if (settle) await settle(t, theme.name);
    await expectNoAxeViolations(t);
  }
}

/**
 * Polls `probe` once a second until it answers something (at most `seconds`),
 * calling `kick` every fifth round (e.g. runJob: the scheduler's job run now
 * rather than on its timer).
 */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  kick?: () => Promise<unknown>,
  seconds = 150,
): Promise<T> {
  for (let i = 0; i < seconds; i++) {
    const found = await probe();
    if (found !== undefined) return found;
    if (kick && i % 5 === 0) await kick();
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`waited ${seconds} s for ${what}`);
}

/** A kick for waitFor: runs the scheduler job `job` now. */
export const runJob = (s: Session, job: string) => () => mustCall(s, `/api/task/run?name=${job}`);
