// Which sidebar entries are highlighted or open (screens.md §1.2).

export type CurrentLocation = {
  /** Pathname without the base path, e.g. "/common/view". */
  path: string;
  /** Query string without "?", as wouter's useSearch gives it. */
  search: string;
  /** "#…" or "". */
  hash: string;
};

const COMMON_VIEW = "/common/view";

function pathOf(href: string): string {
  return href.split(/[?#]/, 1)[0] ?? href;
}

function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(prefix.endsWith("/") ? prefix : `${prefix}/`);
}

/**
 * A leaf is active on its own path and below it. Several iframe entries share
 * /common/view, so those count only when path, query and hash all match.
 */
export function isActiveHref(href: string, current: CurrentLocation): boolean {
  if (href.startsWith(COMMON_VIEW)) {
    const full = `${current.path}${current.search ? `?${current.search}` : ""}${current.hash}`;
    return full === href;
  }
  return isUnder(current.path, pathOf(href));
}

/** A group starts expanded when the current path lies under its href. */
export function groupStartsOpen(href: string, path: string): boolean {
  return href !== "" && isUnder(path, pathOf(href));
}

/** External pages open as plain links; client routes go through the router. */
export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith("//");
}
