import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { namespaces } from "./i18n-util";

// A screen renders empty texts when a module it imports reads a namespace its
// route does not load (web/app/routes.ts). Follows each lazy screen's relative
// imports (static ones and the parts it loads on demand) and checks that the
// namespaces they read are loaded.
const root = resolve(import.meta.dirname, "../..");
const routes = readFileSync(resolve(root, "web/app/routes.ts"), "utf8");
const SCREEN =
  /export const (\w+) = lazyPage\(\s*\(\) => import\("([^"]+)"\),\s*"\w+",?\s*(\[[^\]]*\])?/g;
const IMPORT =
  /(?:import|export)[^"']*?from\s+["'](\.[^"']+)["']|import\(\s*["'](\.[^"']+)["']\s*\)/g;

// Parts loaded on demand with their own text groups (lazyWithTexts, lazyDialog):
// what their modules read is loaded by them, not by the route.
const LAZY_PART =
  /lazy(?:WithTexts|Dialog)\(\s*\(\) => import\("(\.[^"]+)"\),\s*"\w+",\s*(\[[^\]]*\])/g;

// Read through an import that does not render them on this screen: the
// records page takes only the chart colours of the site feature.
const ALLOWED = new Set(["DownloadRecordPage:site"]);

function file(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(existsSync);
}

/** The namespaces the modules reached from `entry` read and nobody loads. */
function unloaded(entry: string, loads: string): string[] {
  const missing = new Set<string>();
  const seen = new Set<string>();
  const visit = (f: string, loaded: string) => {
    if (seen.has(f + loaded)) return;
    seen.add(f + loaded);
    const src = readFileSync(f, "utf8");
    for (const ns of namespaces)
      if (!loaded.includes(`"${ns}"`) && src.includes(`LL.${ns}.`)) missing.add(ns);
    const ownTexts = new Map([...src.matchAll(LAZY_PART)].map((m) => [m[1], m[2]]));
    for (const m of src.matchAll(IMPORT)) {
      const spec = m[1] ?? m[2] ?? "";
      const next = file(f, spec);
      if (next && !next.includes("/web/i18n/") && !next.includes("/web/app/"))
        visit(next, loaded + (ownTexts.get(spec) ?? ""));
    }
  };
  visit(entry, loads);
  return [...missing];
}

const screens = [...routes.matchAll(SCREEN)].map((m) => ({
  name: m[1] ?? "",
  entry: file(resolve(root, "web/app/routes.ts"), m[2] ?? ""),
  loads: m[3] ?? "",
}));

describe("route namespaces", () => {
  it("finds the screens", () => expect(screens.length).toBeGreaterThan(40));

  it.each(screens)("$name loads every namespace its modules read", ({ name, entry, loads }) => {
    expect(entry).toBeDefined();
    const missing = unloaded(entry ?? "", loads).filter((ns) => !ALLOWED.has(`${name}:${ns}`));
    expect(missing).toEqual([]);
  });
});
