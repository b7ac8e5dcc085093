import { ChevronDownIcon, ChevronRightIcon } from "@blueprintjs/icons";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { MenuIcon } from "../../../components/menu-icon";
import { useI18nContext } from "../../../i18n/i18n-react";
import type { MenuPage, MenuSection } from "../../../lib/api/get-app-info";
import { useHash } from "../../../lib/use-hash";
import { menuTitle } from "./menu-title";
import { type CurrentLocation, groupStartsOpen, isActiveHref, isExternalHref } from "./nav-active";

type ItemProps = { page: MenuPage; current: CurrentLocation; onNavigate?: () => void };

function ItemContent({ page }: { page: MenuPage }) {
  const { LL } = useI18nContext();
  return (
    <>
      <MenuIcon name={page.icon} />
      <span className="mr-nav-label">{menuTitle(LL, page)}</span>
      {page.badge && <span className="mr-nav-badge">{page.badge}</span>}
    </>
  );
}

function Leaf({ page, current, onNavigate }: ItemProps) {
  const external = isExternalHref(page.href);
  const active = !external && isActiveHref(page.href, current);
  const ref = useRef<HTMLAnchorElement>(null);
  // The active entry is in sight even at the end of a long menu (系统日志 at
  // 1280×800) — again whenever the list's box changes size: the user row
  // below it arrives with the account, after the menus, and takes room.
  // First at the next frame, whose layout it then uses: scrolling at once
  // would lay out the whole page (a poster grid filling in) inside the
  // render that brought the menus, one long task on a slow phone.
  useEffect(() => {
    const item = ref.current;
    if (!active || !item) return;
    const show = () => item.scrollIntoView?.({ block: "nearest" });
    const first = requestAnimationFrame(show);
    const body = item.closest(".mr-sidebar-body"); // the scrolling box
    const resized = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(show);
    if (body) resized?.observe(body);
    return () => {
      cancelAnimationFrame(first);
      resized?.disconnect();
    };
  }, [active]);
  if (external) {
    return (
      <a className="mr-nav-item mr-plain-button" href={page.href} target="_blank" rel="noreferrer">
        <ItemContent page={page} />
      </a>
    );
  }
  return (
    <Link
      ref={ref}
      href={page.href}
      className="mr-nav-item mr-plain-button"
      aria-current={active ? "page" : undefined}
      onClick={onNavigate}
    >
      <ItemContent page={page} />
    </Link>
  );
}

/** A collapsible group; it starts open when the current path lies under it. */
function Group({ page, current, onNavigate }: ItemProps) {
  const { LL } = useI18nContext();
  const [open, setOpen] = useState(() => groupStartsOpen(page.href, current.path));
  const listId = useId();
  const Chevron = open ? ChevronDownIcon : ChevronRightIcon;
  return (
    <>
      <button
        type="button"
        className="mr-nav-item mr-plain-button"
        aria-expanded={open}
        aria-controls={listId}
        title={
          open
            ? LL.shell.collapseGroup({ title: menuTitle(LL, page) })
            : LL.shell.expandGroup({ title: menuTitle(LL, page) })
        }
        onClick={() => setOpen(!open)}
      >
        <ItemContent page={page} />
        <Chevron size={14} aria-hidden />
      </button>
      <ul id={listId} className="mr-nav-list mr-nav-children" hidden={!open}>
        {(page.children ?? []).map((child) => (
          <li key={`${child.title}-${child.href}`}>
            <NavItem page={child} current={current} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </>
  );
}

function NavItem(props: ItemProps) {
  return props.page.children?.length ? <Group {...props} /> : <Leaf {...props} />;
}

/** Sections have no id; a caption may be empty, so its first entry completes the key. */
function sectionKey(section: MenuSection): string {
  return `${section.title ?? ""}|${section.pages[0]?.href ?? ""}`;
}

/** The server's menus: sections with captions, leaves and nested groups (screens.md §1.2). */
export function SidebarNav({
  menus,
  onNavigate,
}: {
  menus: MenuSection[];
  onNavigate?: () => void;
}) {
  const { LL } = useI18nContext();
  const [path] = useLocation();
  const search = useSearch();
  const hash = useHash();
  const current = { path, search, hash };
  return (
    <div className="mr-sidebar-body">
      {menus.map((section) => (
        <div key={sectionKey(section)} className="mr-nav-section">
          {section.title && <div className="mr-nav-caption">{menuTitle(LL, section)}</div>}
          <ul className="mr-nav-list">
            {section.pages.map((page) => (
              <li key={`${page.title}-${page.href}`}>
                <NavItem page={page} current={current} onNavigate={onNavigate} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
