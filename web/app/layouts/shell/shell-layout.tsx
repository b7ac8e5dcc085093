import { useAtom } from "jotai";
import { lazy, type ReactNode, Suspense, useEffect } from "react";
import { useSearch } from "wouter";
import { PaletteHost } from "../../../features/palette/palette-host";
import { SearchDialogHost } from "../../../features/search/search-dialog-host";
import { ThemeCookieSync } from "../../../features/theme/theme-cookie";
import { ThemeDrawerHost } from "../../../features/theme/theme-drawer-host";
import { basePath } from "../../../lib/base-path";
import { SIDEBAR_PERMANENT_MIN_WIDTH, upFrom } from "../../../lib/breakpoints";
import { useEverTrue } from "../../../lib/use-ever-true";
import { useMediaQuery } from "../../../lib/use-media-query";
import { writeVisitorCookie } from "../../../lib/visitor-cookie";
import { sidebarOpenAtom } from "../../../state/ui";
import { ShellFooter } from "./shell-footer";
import { Sidebar } from "./sidebar";
import { TopBar } from "./top-bar";
import "./shell.css";

const SidebarDrawer = lazy(() =>
  import("./sidebar-drawer").then((module) => ({ default: module.SidebarDrawer })),
);

/** `hidePadding=true` on any shell route removes the content padding (iframe pages). */
export function hidesPadding(search: string): boolean {
  return new URLSearchParams(search).get("hidePadding") === "true";
}

/**
 * The main shell (screens.md §1): a permanent 258 px sidebar from 960 px up,
 * a drawer from the left below that; the sticky top bar; the page; the footer.
 */
export function ShellLayout({ children }: { children: ReactNode }) {
  const [sidebarOpen, setSidebarOpen] = useAtom(sidebarOpenAtom);
  const wide = useMediaQuery(upFrom("md"));
  const search = useSearch();
  const closeSidebar = () => setSidebarOpen(false);
  const drawerOpen = sidebarOpen && !wide;
  // Mounted from its first opening on, so it can play its closing transition.
  const drawerUsed = useEverTrue(drawerOpen);

  // Signed in: the next sign-in screen greets a returning visitor.
  useEffect(() => writeVisitorCookie(basePath, document), []);

  // Growing past the breakpoint shows the permanent sidebar; the drawer goes.
  useEffect(() => {
    if (wide) setSidebarOpen(false);
  }, [wide, setSidebarOpen]);

  return (
    <div className="mr-shell" data-sidebar-breakpoint={SIDEBAR_PERMANENT_MIN_WIDTH}>
      <ThemeCookieSync />
      <div className="mr-sidebar-permanent">
        <Sidebar />
      </div>
      {drawerUsed && (
        <Suspense fallback={null}>
          <SidebarDrawer isOpen={drawerOpen} onClose={closeSidebar} />
        </Suspense>
      )}
      <div className="mr-main">
        <TopBar />
        <main className={hidesPadding(search) ? "mr-content mr-content-flush" : "mr-content"}>
          {children}
        </main>
        <ShellFooter />
      </div>
      <SearchDialogHost />
      <ThemeDrawerHost />
      <PaletteHost />
    </div>
  );
}
