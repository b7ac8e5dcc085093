import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { namespaces } from "./i18n-util";

// A screen renders empty texts when a module it imports reads a namespace its
// route does not load (web/app/routes.ts). Follows each lazy screen's relative
// static imports and checks the namespaces it reads are listed.
const root = resolve(import.meta.dirname, "../..");
const routes = readFileSync(resolve(root, "web/app/routes.ts"), "utf8");
const SCREEN =
  /export const (\w+) = lazyPage\(\s*\(\) => import\("([^"]+)"\),\s*"\w+",?\s*(\[[^\]]*\])?/g;
const IMPORT =
  /(?:import|export)[^"']*?from\s+["'](\.[^"']+)["']|import\(\s*["'](\.[^"']+)["']\s*\)/g;

// Read through an import that does not render them on this screen: the
// palette loads settingHub for its restart dialogs, and the records page
// takes only the chart colours of the site feature. The torrent search's
// 影片 section loads its own texts with its code.
const ALLOWED = new Set([
  "ShellLayout:settingHub",
  "DownloadRecordPage:site",
  "TorrentSearchPage:discover",
  "TorrentSearchPage:titles",
]);

function file(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(existsSync);
}

function reached(entry: string): string[] {
  const seen = new Set<string>();
  const todo = [entry];
  for (let f = todo.pop(); f !== undefined; f = todo.pop()) {
    if (seen.has(f)) continue;
    seen.add(f);
    for (const m of readFileSync(f, "utf8").matchAll(IMPORT)) {
      const next = file(f, m[1] ?? "");
      if (next && !next.includes("/web/i18n/") && !next.includes("/web/app/")) todo.push(next);
    }
  }
  return [...seen];
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
    const sources = reached(entry ?? "").map((f) => readFileSync(f, "utf8"));
    const missing = namespaces.filter(
      (ns) =>
        !loads.includes(`"${ns}"`) &&
        !ALLOWED.has(`${name}:${ns}`) &&
        sources.some((src) => src.includes(`LL.${ns}.`)),
    );
    expect(missing).toEqual([]);
  });
});
