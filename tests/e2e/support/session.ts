// A signed-in session for the browser tests: the API called as a script
// would, a page opened signed in, and axe in both themes.
import { Selector } from "testcafe";
import { expectNoAxeViolations } from "./axe";
import { pathname, reload, storeTheme, storeToken } from "./page";

export type Envelope<T> = { code: number; message: string; data: T };

/** The binary a test talks to and the token it signs in with. */
export type Session = { url: string; token: string };

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
