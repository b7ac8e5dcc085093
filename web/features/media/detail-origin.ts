import type { TranslationFunctions } from "../../i18n/i18n-types";
import { type AppPath, paths } from "../../lib/paths";
import { type BreadcrumbItem, breadcrumbOf, findRouteMeta } from "../../lib/route-meta";

/**
 * The breadcrumb of a title's page opened from another screen: that screen's
 * section and title (linking back to it, with its query) › the title. `from`
 * comes from the link (?from=), never guessed; anything that is not one of our
 * routes is ignored (the route's own breadcrumb then).
 */
export function originBreadcrumb(
  LL: TranslationFunctions,
  from: string | null,
  title: string,
): BreadcrumbItem[] | null {
  if (!from?.startsWith("/") || from.startsWith("//")) return null;
  const [path = "", query = ""] = from.split("?", 2);
  const meta = findRouteMeta(path);
  if (!meta || path === paths.media.detail || meta.layout !== "shell") return null;
  const crumbs = breadcrumbOf(meta, LL, new URLSearchParams(query));
  const last = crumbs.at(-1);
  // The origin's href keeps its query (a search keyword, a filter): a path of ours.
  if (last) last.href = from as AppPath;
  return [...crumbs, { label: title }];
}
