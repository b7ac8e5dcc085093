import { useAtomValue } from "jotai";
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

/** The signed-in user: avatar (or initial) with a green online dot, nickname, role. */
function SidebarUser() {
  const { LL } = useI18nContext();
  const { user } = useAtomValue(authAtom);
  if (!user) return null;
  return (
    <div className="mr-sidebar-user">
      <span className="mr-avatar-wrap">
        <UserAvatar nickname={user.nickname} avatar={user.avatar} size={36} />
        <span className="mr-online-dot" role="img" aria-label={LL.shell.online()} />
      </span>
      <span className="mr-sidebar-user-text">
        <span className="mr-sidebar-nickname">{user.nickname}</span>
        {roleTitle(LL, user) && <span className="mr-sidebar-role">{roleTitle(LL, user)}</span>}
      </span>
    </div>
  );
}

/** 258 px: brand row, the server's menus, the user (screens.md §1.2). */
export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { LL } = useI18nContext();
  const { menus } = useAtomValue(appInfoValueAtom);
  const admin = useAtomValue(isAdminAtom);
  return (
    <nav className="mr-sidebar" aria-label={LL.shell.mainNav()}>
      <Link href={paths.root} className="mr-brand" onClick={onNavigate}>
        <img src={logoUrl} alt="" width={32} height={32} />
        <span>{LL.brand.name()}</span>
      </Link>
      <SidebarNav menus={menusFor(menus, admin)} onNavigate={onNavigate} />
      <SidebarUser />
    </nav>
  );
}
