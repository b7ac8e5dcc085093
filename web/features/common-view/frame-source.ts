import type { MenuSection } from "../../lib/api/get-app-info";
import { basePath } from "../../lib/base-path";

/**
 * The page to embed: the hash names a same-origin path ("#/static/x.html").
 * Anything that could leave the origin (a scheme, "//host") is refused.
 */
export function frameSource(hash: string, base: string = basePath): string | null {
  const target = hash.startsWith("#") ? hash.slice(1) : hash;
  if (!target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return null;
  return `${base}${target}`;
}

/** The menu entry whose href is exactly this location (several share /common/view). */
export function menuTitleFor(menus: MenuSection[], location: string, base: string = basePath) {
  const href = base && location.startsWith(base) ? location.slice(base.length) : location;
  const stack = menus.flatMap((section) => section.pages);
  while (stack.length) {
    const page = stack.pop();
    if (!page) break;
    if (page.href === href) return page.title;
    stack.push(...(page.children ?? []));
  }
  return undefined;
}

/**
 * The outer hash for the frame's current location — the inverse of
 * frameSource: "/mr/static/b.html?x#y" under "/mr" → "#/static/b.html?x#y".
 * Null for locations outside the base path or the origin (about:blank).
 */
export function frameHash(
  location: Pick<Location, "origin" | "pathname" | "search" | "hash">,
  origin: string,
  base: string = basePath,
): string | null {
  if (location.origin !== origin) return null;
  const { pathname } = location;
  if (base && pathname !== base && !pathname.startsWith(`${base}/`)) return null;
  return `#${pathname.slice(base.length) || "/"}${location.search}${location.hash}`;
}
