import { useAtomValue } from "jotai";
import { useMemo } from "react";
import { useLocation, useSearch } from "wouter";
import { useI18nContext } from "../../i18n/i18n-react";
import { breadcrumbOf, findRouteMeta, isAdminOnlyPath, type RouteMeta } from "../../lib/route-meta";
import { isAdminAtom } from "../../state/auth";

/** The current route's title and breadcrumb, from the one route table. */
export function useRouteFrame() {
  const { LL } = useI18nContext();
  const [location] = useLocation();
  const search = useSearch();
  const admin = useAtomValue(isAdminAtom);
  return useMemo(() => {
    const meta: RouteMeta | undefined = findRouteMeta(location);
    const query = new URLSearchParams(search);
    if (!meta) return { layout: "shell" as const, title: "", breadcrumb: [] };
    // A family member's trail names the admin's list (用户管理) but does
    // not link to a screen that would refuse them.
    const breadcrumb = breadcrumbOf(meta, LL, query).map((c) =>
      c.href && !admin && isAdminOnlyPath(c.href) ? { label: c.label } : c,
    );
    return { layout: meta.layout, title: meta.title(LL, query), breadcrumb };
  }, [LL, location, search, admin]);
}
