import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { RsbuildPlugin } from "@rsbuild/core";
import { PurgeCSS } from "purgecss";
import { keepMatching, nameEveryClass } from "./critical-css";
import { NS } from "./purge-blueprint-css";
import { MANIFEST_FILE } from "./route-manifest";

// Issue 17: the sign-in and setup-admin screens are in the HTML the server
// returns for their paths, styled by a stylesheet of only the rules they use,
// so the form shows (and takes typing) before any script has run.
//
// After the build, the prerender environment's Node bundle
// (prerender-entry.tsx) renders both screens; PurgeCSS keeps, of the
// stylesheets their first render loads, the rules that markup (and the
// states the forms reach later) uses. The server reads PRERENDER_FILE: it
// puts a page's markup into #root and links the critical stylesheet in
// place of the full ones, which the app then loads without blocking
// (web/lib/prerender-takeover.ts).

export const PRERENDER_ENTRY = "./web/build/prerender-entry.tsx";
/** Dot name: the server reads it and never serves it (like the manifest). */
export const PRERENDER_FILE = ".prerender.json";

export type Prerender = {
  /** The critical stylesheet, root-relative like the manifest's files. */
  css: string;
  /** The full stylesheets (the entry's) the critical one stands in for. */
  replaces: string[];
  /** Client path → the markup of its screen, for #root. */
  pages: Record<string, string>;
  /** Client path → its markup for a returning visitor (cookie mr-visitor), where it differs. */
  returning: Record<string, string>;
  /** Client path → its document title. */
  titles: Record<string, string>;
};

type Renderer = {
  /** Resolves once what the screens load lazily in the app is in (TanStack Form). */
  ready: () => Promise<unknown>;
  renderScreens: () => Record<string, string>;
  renderLaterStates: () => string;
  renderReturning: () => Record<string, string>;
  renderTitles: () => Record<string, string>;
};

type Manifest = {
  entries: { index: { initial: { css: string[] } } };
  routes: Record<string, string[]>;
};

// The page is shown before the app can handle a submit: a native one would
// put the password into the address. With no submit button and two text
// fields, the HTML form cannot be submitted at all (implicit submission).
function withoutNativeSubmit(path: string, html: string): string {
  const out = html.replaceAll('type="submit"', 'type="button"');
  if (out === html) throw new Error(`prerender: ${path} has no submit button to disarm`);
  if ((out.match(/<input /g) ?? []).length < 2)
    throw new Error(`prerender: ${path} has fewer than two fields; Enter would submit it`);
  return out;
}

/** Node (this build) lacks the browser storage the screens read as they render. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

async function criticalCss(dist: string, files: string[], content: string): Promise<string> {
  const read = (f: string) => readFile(join(dist, f), "utf8");
  const css = (await Promise.all(files.map(read))).map((raw) => keepMatching(raw, content, NS));
  const results = await new PurgeCSS().purge({
    content: [{ raw: content, extension: "html" }],
    css: css.map((raw) => ({ raw })),
    // The palettes key on <body data-theme>, set at run time.
    dynamicAttributes: ["data-theme"],
    fontFace: true,
    keyframes: true,
    // Blueprint's design tokens: only those the kept rules use.
    variables: true,
    // The app's own rules stay whole, and the dark theme's class. No other
    // Blueprint class is built at run time on these two screens: their later
    // states are rendered into the content instead.
    safelist: { standard: [new RegExp(`^(?!${NS}-)`), new RegExp(`^${NS}-dark$`)] },
  });
  return results.map((r) => r.css).join("\n");
}

export async function prerender(dist: string, bundle: string): Promise<Prerender> {
  globalThis.localStorage ??= memoryStorage();
  globalThis.sessionStorage ??= memoryStorage();
  const renderer = (await import(pathToFileURL(bundle).href)) as Renderer;
  await renderer.ready();
  const disarmed = (rendered: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(rendered).map(([p, html]) => [p, withoutNativeSubmit(p, html)]),
    );
  const pages = disarmed(renderer.renderScreens());
  const returning = disarmed(renderer.renderReturning());
  const manifest = JSON.parse(await readFile(join(dist, MANIFEST_FILE), "utf8")) as Manifest;
  const replaces = manifest.entries.index.initial.css;
  const routeCss = Object.keys(pages).flatMap((p) =>
    (manifest.routes[p] ?? []).filter((f) => f.endsWith(".css")),
  );
  const content = [
    // index.html's own <body> (its dark class) and the states to come.
    `<body class="${NS}-dark">`,
    renderer.renderLaterStates(),
    ...Object.values(pages),
    ...Object.values(returning),
    "</body>",
  ].join("\n");
  const css = nameEveryClass(
    await criticalCss(dist, [...replaces, ...routeCss], content),
    content,
    NS,
  );
  const hash = createHash("sha256").update(css).digest("hex").slice(0, 10);
  const file = `/assets/critical.${hash}.css`;
  await writeFile(join(dist, file), css);
  return { css: file, replaces, pages, returning, titles: renderer.renderTitles() };
}

export const pluginPrerender = (): RsbuildPlugin => ({
  name: "mr:prerender",
  setup(api) {
    api.onAfterBuild(async ({ environments }) => {
      const web = environments.web?.distPath;
      const node = environments.prerender?.distPath;
      if (!web || !node) throw new Error("prerender: the web and prerender builds are both needed");
      const result = await prerender(web, resolve(node, "prerender.mjs"));
      await writeFile(join(web, PRERENDER_FILE), JSON.stringify(result));
    });
  },
});
