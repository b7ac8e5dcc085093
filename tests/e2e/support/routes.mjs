// The app's routes, read from its sources for the playwright-core walks
// (csp-walk.mjs, narrow-walk.mjs), which run in plain Node and so cannot
// import the TypeScript modules themselves.
import { readFileSync } from "node:fs";

const source = (file) => readFileSync(new URL(`../../../web/lib/${file}`, import.meta.url), "utf8");

/** web/lib/paths.ts's `paths` object: a plain literal once its `as const` is cut off. */
function pathsObject() {
  const src = source("paths.ts");
  const start = src.indexOf("export const paths = ");
  const end = src.indexOf("} as const;", start);
  if (start < 0 || end < 0) throw new Error("paths.ts: no `export const paths = {…} as const`");
  return Function(`return ${src.slice(start + "export const paths = ".length, end + 1)}`)();
}

const leaves = (node) => (typeof node === "string" ? [node] : Object.values(node).flatMap(leaves));

/** Every route path the product knows, sorted. */
export function appRoutes() {
  return [...new Set(leaves(pathsObject()))].sort();
}

/**
 * The routes web/lib/route-meta.ts marks admin(…): a normal user is refused
 * them. Each `[r.a.b]: admin(` key is looked up in `paths`.
 */
export function adminOnlyRoutes() {
  const paths = pathsObject();
  const keys = [...source("route-meta.ts").matchAll(/\[r\.([\w.]+)\]:\s*admin\(/g)];
  if (keys.length === 0) throw new Error("route-meta.ts: no admin(…) route found");
  return keys.map(([, key]) => {
    const path = key.split(".").reduce((node, k) => node?.[k], paths);
    if (typeof path !== "string") throw new Error(`route-meta.ts: r.${key} is not a path`);
    return path;
  });
}
