// The console on a 390 px phone: every route opened at 390×844 as the admin
// (Deep_Dark), and every route a family member may open as one (a normal
// user, Light; the theme does not change the layout), must not scroll
// sideways, show anything past the screen's right edge, nor squeeze a label
// to a character a line (support/overflow.mjs); nor may the drawer,
// popovers and dialogs opened over them. The screens show data
// (support/narrow-world.mjs), not their empty states.
// playwright-core as csp-walk.mjs; run by `make e2e`. NARROW_SHOTS=<dir>
// saves a whole-page screenshot of each route there.
import { launch } from "../bench/browser.mjs";
import { startBinary, stop } from "../bench/procs.mjs";
import { SHOW_TMDB, seedWorld, startWorldStandins } from "./support/narrow-world.mjs";
import { overflowsInPage, squeezedWordsInPage } from "./support/overflow.mjs";
import { adminOnlyRoutes, appRoutes } from "./support/routes.mjs";

const VIEWPORT = { width: 390, height: 844 };
const PAGES_PER_ROLE = 3; // each mostly waits for the network to go quiet
const SHOTS = process.env.NARROW_SHOTS;
// What opens over a screen, measured open too: "<path> + <button>", the
// first button whose name matches the regex from its start. The top bar's
// drawer and popovers, and a few dialogs of each role.
const OPENED = [
  ...["打开菜单", "搜索", "通知消息", "系统"].map((button) => `/home + ${button}`),
  "/recommend/movie-ranking + 订阅榜单",
];
const ADMIN_OPENED = ["/site/dashboard + 新增站点", "/setting/access-key + 新建API密钥"];
// Opened once its transitions (the drawer sliding in, a popover growing) are over.
const settled = () => document.getAnimations().every((a) => a.playState !== "running");

/** Opens each of `routes` in `PAGES_PER_ROLE` pages signed in with `token`; what sticks out, per route. */
async function walkAs(browser, origin, role, routes) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  await context.addInitScript(`localStorage.setItem("accessToken", ${JSON.stringify(role.token)});
    localStorage.setItem("theme", ${JSON.stringify(JSON.stringify(role.theme))});`);
  const queue = [...routes];
  const problems = [];
  const worker = async () => {
    const page = await context.newPage();
    for (let route = queue.shift(); route; route = queue.shift()) {
      const [path, control] = route.split(" + ");
      await page.goto(`${origin}${path}`, { waitUntil: "networkidle" });
      if (control) {
        await page
          .getByRole("button", { name: new RegExp(`^${control}`) })
          .first()
          .click();
        await page.locator(".bp6-drawer, .bp6-dialog, .bp6-popover").first().waitFor();
        await page.waitForFunction(settled, null, { polling: "raf" });
      }
      const found = [
        ...(await page.evaluate(overflowsInPage)),
        ...(await page.evaluate(squeezedWordsInPage)),
      ];
      if (found.length) problems.push(`${role.name} ${route}\n    ${found.join("\n    ")}`);
      if (SHOTS)
        await page.screenshot({
          path: `${SHOTS}/${role.name}${route.replace(/[^\p{L}\p{N}]+/gu, "_")}.png`,
          fullPage: true,
        });
    }
  };
  try {
    await Promise.all(Array.from({ length: PAGES_PER_ROLE }, worker));
  } finally {
    await context.close();
  }
  return problems;
}

const started = performance.now();
const { child: standinsChild, urls } = await startWorldStandins();
const browser = await launch();
const app = await startBinary([]);
let problems;
try {
  const seeded = await seedWorld(app.url, urls);
  // Pages that need a query to show something (a title, a subscription) or
  // another layout (the library as a table).
  const title = `/media/detail?tmdb_id=${SHOW_TMDB}&media_type=TV`;
  const queried = [title, "/media/library?view=table"];
  const sub = `/subscribe/detail?id=${seeded.showSub}`;
  const admin = [...appRoutes(), ...queried, sub, ...OPENED, ...ADMIN_OPENED];
  const refused = new Set(adminOnlyRoutes());
  // The show is the admin's subscription: the family member may still subscribe to it.
  const family = [...appRoutes().filter((r) => !refused.has(r)), ...queried, ...OPENED];
  family.push(`${title} + 订阅$`);
  problems = (
    await Promise.all([
      walkAs(browser, app.url, { name: "admin", token: seeded.admin, theme: "DEEP_DARK" }, admin),
      walkAs(browser, app.url, { name: "family", token: seeded.family, theme: "LIGHT" }, family),
    ])
  ).flat();
} catch (err) {
  problems = [`walk did not finish: ${err.message}`];
} finally {
  await browser.close();
  await stop(app.child);
  await stop(standinsChild);
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (problems.length === 0) {
  console.log(`✓ 390 px walk: every screen fits (${seconds} s)`);
} else {
  console.log(`✖ 390 px walk: ${problems.length} screen(s) do not fit\n  ${problems.join("\n  ")}`);
}
process.exit(problems.length ? 1 : 0);
