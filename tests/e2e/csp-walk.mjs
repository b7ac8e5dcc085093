// The signed-in walk-through under the server's real Content-Security-Policy.
// On the way it checks each route's first load has no request waterfall: every
// script the page runs was named by its index.html (an entry script or a
// preload hint from the build's manifest), and every hint was used.
//
// Why not TestCafe: its proxy and its native automation both strip the CSP
// header to inject their own inline scripts, so a violation could never show
// there. playwright-core drives Debian's Chromium over CDP and leaves the
// page's headers alone. Run by `make e2e`, once at the root and once under
// --base-path /mr.
import { launch } from "../bench/browser.mjs";
import { startBinary, stop } from "../bench/procs.mjs";
import { appRoutes } from "./support/routes.mjs";

const PASSWORD = "csp-walk-password";

// Records violations before any page script runs (CDP-injected, not inline).
const RECORDER = `window.__csp = [];
document.addEventListener("securitypolicyviolation", (e) =>
  window.__csp.push(e.violatedDirective + " " + (e.blockedURI || "inline") + " @ " + location.pathname));`;

// Scripts the page fetched that its served HTML did not name (as an entry
// script or a preload hint): each was found only once other code ran, a
// second round trip. Read after the route settled.
async function unhinted(page, response) {
  const html = await response.text();
  const named = [...html.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1]);
  return page.evaluate(
    (named) =>
      performance
        .getEntriesByType("resource")
        .map((e) => new URL(e.name))
        .filter((u) => /\/assets\/[^/]+\.js$/.test(u.pathname) && !named.includes(u.pathname))
        .map((u) => `not hinted: ${u.pathname} @ ${location.pathname}`),
    named,
  );
}

async function walk(browser, base) {
  const app = await startBinary(base ? ["--base-path", base] : []);
  const origin = `${app.url}${base}`;
  const context = await browser.newContext();
  await context.addInitScript(RECORDER);
  const page = await context.newPage();
  const violations = [];
  page.on("console", (m) => {
    if (/Content Security Policy|preloaded using link preload but not used/i.test(m.text()))
      violations.push(m.text());
  });
  const collect = async () => violations.push(...(await page.evaluate(() => window.__csp)));
  try {
    await page.goto(`${origin}/`);
    await page.waitForURL(`${origin}/setup/admin`);
    await page.getByLabel("登陆密码", { exact: true }).fill(PASSWORD);
    await page.getByLabel("确认密码", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "创建进入下一步" }).click();
    await page.waitForURL(`${origin}/setup/web`);
    await page.goto(`${origin}/`);
    await page.getByText("管理员").first().waitFor();
    await collect();
    for (const path of appRoutes()) {
      const response = await page.goto(`${origin}${path}`, { waitUntil: "networkidle" });
      await collect();
      // A route the app leaves at once (client-side redirect) runs another
      // route's code, which its document could not know.
      if (new URL(page.url()).pathname === `${base}${path}`)
        violations.push(...(await unhinted(page, response)));
    }
  } finally {
    await context.close();
    await stop(app.child);
  }
  return violations;
}

const browser = await launch();
let passed = 0;
let failed = 0;
try {
  for (const base of ["", "/mr"]) {
    const v = await walk(browser, base).catch((err) => [`walk did not finish: ${err.message}`]);
    const name = `CSP walk-through at ${base || "/"}`;
    if (v.length === 0) {
      passed++;
      console.log(`✓ ${name}: no violation`);
    } else {
      failed++;
      console.log(`✖ ${name}: ${v.length} violation(s)\n  ${v.join("\n  ")}`);
    }
  }
} finally {
  await browser.close();
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
