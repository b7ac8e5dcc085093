import type { MenuPage, MenuSection } from "../../../lib/api/get-app-info";
import { isAdminOnlyPath } from "../../../lib/route-meta";

// The server already leaves admin-only entries out of a normal user's menus;
// the sidebar filters by the route table too, so a server that does not (an
// upstream, an older build) still shows a family member no admin control.

function pagesFor(pages: MenuPage[]): MenuPage[] {
  return pages.flatMap((page) => {
    if (page.children?.length) {
      const children = pagesFor(page.children);
      return children.length ? [{ ...page, children }] : [];
    }
    return isAdminOnlyPath(page.href) ? [] : [page];
  });
}

/** The menus as the signed-in user may use them: all of them for an admin. */
export function menusFor(menus: MenuSection[], admin: boolean): MenuSection[] {
  if (admin) return menus;
  return menus
    .map((section) => ({ ...section, pages: pagesFor(section.pages) }))
    .filter((section) => section.pages.length > 0);
}
