import { useMemo } from "react";
import { useLocation, useSearch } from "wouter";
import { useI18nContext } from "../../i18n/i18n-react";
import { breadcrumbOf, findRouteMeta, type RouteMeta } from "../../lib/route-meta";

/** The current route's title and breadcrumb, from the one route table. */
export function useRouteFrame() {
  const { LL } = useI18nContext();
  const [location] = useLocation();
  const search = useSearch();
  return useMemo(() => {
    const meta: RouteMeta | undefined = findRouteMeta(location);
    const query = new URLSearchParams(search);
    if (!meta) return { layout: "shell" as const, title: "", breadcrumb: [] };
    return {
      layout: meta.layout,
      title: meta.title(LL, query),
      breadcrumb: breadcrumbOf(meta, LL, query),
    };
  }, [LL, location, search]);
}
