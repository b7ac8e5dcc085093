import { useAtomValue } from "jotai";
import { useDeferredValue } from "react";
import { Link } from "wouter";
import logoUrl from "../../../assets/logo.svg";
import { UserAvatar } from "../../../components/user-avatar";
import { useI18nContext } from "../../../i18n/i18n-react";
import { paths } from "../../../lib/paths";
import { appInfoValueAtom } from "../../../state/app-info";
import { authAtom, isAdminAtom } from "../../../state/auth";
import { roleTitle } from "./menu-title";
import { menusFor } from "./menus-for";
import { SidebarNav } from "./sidebar-nav";
import "./sidebar.css";

/**
 * The signed-in user: avatar (or initial) with a green online dot, nickname,
 * role; a link to their own account (/user/edit), the only way a family
 * member reaches it: no menu entry of hers opens it.
 */
function SidebarUser({ onNavigate }: { onNavigate?: () => void }) {
  const { LL } = useI18nContext();
  const { user } = useAtomValue(authAtom);
  if (!user) return null;
  return (
    <Link
      href={`${paths.user.edit}?op=edit&id=${user.id}`}
      className="mr-sidebar-user"
      // Named by what it shows (her name); what it does is its description.
      title={LL.routes.userEdit()}
      onClick={onNavigate}
    >
      <span className="mr-avatar-wrap">
        <UserAvatar nickname={user.nickname} avatar={user.avatar} size={36} />
        <span className="mr-online-dot" role="img" aria-label={LL.shell.online()} />
      </span>
      <span className="mr-sidebar-user-text">
        <span className="mr-sidebar-nickname">{user.nickname}</span>
        {roleTitle(LL, user) && <span className="mr-sidebar-role">{roleTitle(LL, user)}</span>}
      </span>
    </Link>
  );
}

/** 258 px: brand row, the server's menus, the user (screens.md §1.2). */
export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { LL } = useI18nContext();
  // The menus arrive after the page's first content: rendered as a transition,
  // which React cuts into short slices, not in one long task on a slow phone.
  const { menus } = useDeferredValue(useAtomValue(appInfoValueAtom));
  const admin = useAtomValue(isAdminAtom);
  return (
    <nav className="mr-sidebar" aria-label={LL.shell.mainNav()}>
      <Link href={paths.root} className="mr-brand" onClick={onNavigate}>
        <img src={logoUrl} alt="" width={32} height={32} />
        <span>{LL.brand.name()}</span>
      </Link>
      <SidebarNav menus={menusFor(menus, admin)} onNavigate={onNavigate} />
      <SidebarUser onNavigate={onNavigate} />
    </nav>
  );
}
