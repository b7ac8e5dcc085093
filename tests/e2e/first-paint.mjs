// Issue 17: /api/common/app does not gate the first paint of the first
// screens. With that request held unanswered, the setup-admin screen (fresh
// install) and the sign-in screen (admin exists) still show their form, and
// it takes typing. playwright-core (as csp-walk.mjs) because holding one
// request open while the page runs is not something TestCafe's mocks do.
import { launch } from "../bench/browser.mjs";
import { createAdminToken, startBinary, stop } from "../bench/procs.mjs";

const VISIBLE_WITHIN_MS = 10_000;

async function formShowsWhileHeld(browser, url, label) {
  const context = await browser.newContext();
  const page = await context.newPage();
  let held = 0;
  // Never fulfilled: the request stays pending for the whole check.
  await page.route("**/api/common/app", () => {
    held++;
  });
  try {
    await page.goto(url);
    const field = page.getByLabel(label, { exact: true });
    await field.waitFor({ timeout: VISIBLE_WITHIN_MS });
    await field.fill("typed-while-held");
    if ((await field.inputValue()) !== "typed-while-held") return "the field lost what was typed";
    return held > 0 ? null : "the page never asked for /api/common/app";
  } catch (err) {
    return err.message.split("\n")[0];
  } finally {
    await context.close();
  }
}

const browser = await launch();
const app = await startBinary([]);
const results = [];
try {
  results.push([
    "setup-admin",
    await formShowsWhileHeld(browser, `${app.url}/setup/admin`, "登陆密码"),
  ]);
  await createAdminToken(app.url);
  results.push(["sign-in", await formShowsWhileHeld(browser, `${app.url}/auth/sign-in`, "密码")]);
} finally {
  await browser.close();
  await stop(app.child);
}
let failed = 0;
for (const [screen, problem] of results) {
  if (problem) failed++;
  console.log(
    `${problem ? "✖" : "✓"} ${screen} shows its form while /api/common/app is unanswered${problem ? `: ${problem}` : ""}`,
  );
}
process.exit(failed ? 1 : 0);
