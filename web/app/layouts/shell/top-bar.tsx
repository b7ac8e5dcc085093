import { Button } from "@blueprintjs/core";
import { MenuIcon, SearchIcon } from "@blueprintjs/icons";
import { useAtomValue, useSetAtom } from "jotai";
import { NotificationBell } from "../../../features/notify/notification-bell";
import { preloadSearchDialog } from "../../../features/search/search-dialog-host";
import { useI18nContext } from "../../../i18n/i18n-react";
import { searchDialogOpenAtom, sidebarOpenAtom, toggleSidebarAtom } from "../../../state/ui";
import { SystemMenu } from "./system-menu";

/** Sticky top bar (screens.md §1.3): hamburger below 960 px; search, bell, 系统 on the right. */
export function TopBar() {
  const { LL } = useI18nContext();
  const sidebarOpen = useAtomValue(sidebarOpenAtom);
  const toggleSidebar = useSetAtom(toggleSidebarAtom);
  const openSearch = useSetAtom(searchDialogOpenAtom);
  return (
    <header className="mr-topbar">
      <Button
        className="mr-hamburger"
        variant="minimal"
        icon={<MenuIcon />}
        aria-label={LL.shell.openSidebar()}
        aria-expanded={sidebarOpen}
        onClick={toggleSidebar}
      />
      <div className="mr-topbar-spacer" />
      <Button
        variant="minimal"
        icon={<SearchIcon />}
        aria-label={LL.shell.search()}
        title={LL.shell.search()}
        onMouseEnter={preloadSearchDialog}
        onFocus={preloadSearchDialog}
        onClick={() => openSearch(true)}
      />
      <NotificationBell />
      <SystemMenu />
    </header>
  );
}
