import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { ManifestObjectConfig } from "@rsbuild/core";
import { PREFETCHES_REQUEST, routeScreens } from "./route-screens";

// The build's manifest (Rsbuild's own: entries and files) plus, per client
// route, the lazy JS and CSS files its first render loads. The Go server reads
// it at start-up and names those files as preload hints in the index.html it
// serves for that route, so they are fetched in the first round trip instead
// of after the entry chunks have run. The dot keeps the file out of what the
// server serves (it skips dot names) while the binary still embeds it.

export const MANIFEST_FILE = ".manifest.json";

const ROUTES_FILE = resolve(import.meta.dirname, "../app/routes.ts");
// Where the prefetch declarations' chunk is imported (route-screens.ts: PREFETCHES_REQUEST).
const LAZY_PAGE_FILE = resolve(import.meta.dirname, "../app/lazy-page.ts");
// typesafe-i18n's generated loaders: `import('./en/index.js')` per locale.
const LOCALES_FILE = resolve(import.meta.dirname, "../i18n/i18n-util.async.ts");
const LOCALE_REQUEST = /^\.\/(\w+)\/index\.js$/;
// …and per namespace: `import('./en/site/index.js')`.
const NAMESPACE_REQUEST = /^\.\/(\w+)\/(\w+)\/index\.js$/;
const BASE_LOCALE = "zh";
// ArkType, loaded by forms after they show (web/lib/ark.ts: import("arktype")).
const ARK_FILE = resolve(import.meta.dirname, "../lib/ark.ts");
// TanStack Form, loaded by web/lib/forms.ts as its route's chunk runs.
const FORMS_FILE = resolve(import.meta.dirname, "../lib/forms.ts");

type ChunkGroup =
  NonNullable<Files[number]["chunk"]>["groupsIterable"] extends Iterable<infer G> ? G : never;
type Files = Parameters<NonNullable<ManifestObjectConfig["generate"]>>[0]["files"];

/** import() request in `from` → the async JS/CSS files of its chunk group. */
function filesByRequest(files: Files, from: string): Map<string, Set<string>> {
  const byRequest = new Map<string, Set<string>>();
  for (const file of files) {
    if (!file.chunk || file.isInitial || !/\.(js|css)$/.test(file.path)) continue;
    for (const group of file.chunk.groupsIterable) {
      for (const origin of group.origins) {
        if (!origin.request || origin.module?.nameForCondition() !== from) continue;
        const set = byRequest.get(origin.request) ?? new Set<string>();
        set.add(file.path);
        byRequest.set(origin.request, set);
      }
    }
  }
  return byRequest;
}

export const routeManifest = (): ManifestObjectConfig => ({
  filename: MANIFEST_FILE,
  generate: ({ files, manifestData }) => {
    const screens = routeScreens(readFileSync(ROUTES_FILE, "utf8"));
    const byRequest = new Map([
      ...filesByRequest(files, ROUTES_FILE),
      ...filesByRequest(files, LAZY_PAGE_FILE),
    ]);
    // A screen the entry also imports statically has no lazy files of its
    // own (the 500 screen); but finding none at all means the origins no
    // longer look as expected, and every hint would silently vanish.
    if (byRequest.size === 0) throw new Error("route manifest: no chunk comes from routes.ts");
    if (!byRequest.has(PREFETCHES_REQUEST))
      throw new Error("route manifest: no chunk for lazy-page.ts's prefetch declarations");
    const filesOf = (requests: string[]): string[] => {
      const out = new Set<string>();
      for (const request of requests) for (const f of byRequest.get(request) ?? []) out.add(f);
      return [...out].sort();
    };
    // The chosen interface language's chunk, which the server adds to the
    // hints when the locale cookie names it (zh is in the entry: none), and
    // each namespace's chunk per locale.
    const locales: Record<string, string[]> = {};
    const namespaceFiles = new Map<string, string[]>(); // "en/site" → files
    for (const [request, found] of filesByRequest(files, LOCALES_FILE)) {
      const locale = LOCALE_REQUEST.exec(request)?.[1];
      if (locale) locales[locale] = [...found].sort();
      const ns = NAMESPACE_REQUEST.exec(request);
      if (ns) namespaceFiles.set(`${ns[1]}/${ns[2]}`, [...found].sort());
    }
    const textsOf = (locale: string, path: string): string[] =>
      (screens.namespaces[path] ?? []).flatMap((ns) => {
        const found = namespaceFiles.get(`${locale}/${ns}`);
        if (!found) throw new Error(`route manifest: no chunk for namespace ${locale}/${ns}`);
        return found;
      });
    // The UI starts in zh, so a route's zh texts belong to it; another
    // locale's (localeRoutes) come with that locale's chunk.
    const routes = Object.fromEntries(
      Object.entries(screens.routes).map(([path, requests]) => [
        path,
        [...filesOf(requests), ...textsOf(BASE_LOCALE, path)],
      ]),
    );
    const localeRoutes = Object.fromEntries(
      Object.keys(locales).map((locale) => [
        locale,
        Object.fromEntries(
          Object.keys(screens.namespaces).map((path) => [path, textsOf(locale, path)]),
        ),
      ]),
    );
    const from = (group: ChunkGroup, module: string, requests?: string[]) =>
      group.origins.some(
        (o) =>
          o.module?.nameForCondition() === module &&
          (!requests || (o.request !== undefined && requests.includes(o.request))),
      );
    const groups = new Set(files.flatMap((f) => (f.chunk ? [...f.chunk.groupsIterable] : [])));
    // Per route whose own chunks import `request` from `module`: that
    // import's files. One that reaches it only through a dialog opened later
    // (a chunk group of its own) does not count.
    const importedBy = (module: string, request: string): Record<string, string[]> => {
      const found = [...(filesByRequest(files, module).get(request) ?? [])].sort();
      if (found.length === 0) throw new Error(`route manifest: no chunk for ${module}'s import`);
      return Object.fromEntries(
        Object.entries(screens.routes)
          .filter(([, requests]) =>
            [...groups].some(
              (g) =>
                from(g, ROUTES_FILE, requests) &&
                g.childrenIterable.some((child) => from(child, module)),
            ),
          )
          .map(([path]) => [path, found]),
      );
    };
    // ArkType (its forms' schemas, after they show): prefetch hints
    // (server: "later"), not in the route's first load.
    const later = importedBy(ARK_FILE, "arktype");
    // TanStack Form: fetched in parallel with the route's chunk (server:
    // preload hints, "deferred") but not part of its first load: the route
    // paints its frame without it and its fields once it is in.
    const deferred = importedBy(FORMS_FILE, "@tanstack/react-form");
    return {
      ...manifestData,
      routes,
      later,
      deferred,
      notFound: filesOf(screens.notFound),
      locales,
      localeRoutes,
    };
  },
});
