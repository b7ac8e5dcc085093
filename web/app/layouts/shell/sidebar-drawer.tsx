import { Drawer } from "@blueprintjs/core";
import { Sidebar } from "./sidebar";

/**
 * The sidebar as a drawer from the left, below 960 px (screens.md §1). Loaded
 * the first time the hamburger opens it (shell-layout.tsx): wide screens
 * never need Blueprint's drawer and overlay.
 */
export function SidebarDrawer({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <Drawer
      isOpen={isOpen}
      onClose={onClose}
      position="left"
      size={258}
      className="mr-sidebar-drawer"
    >
      <Sidebar onNavigate={onClose} />
    </Drawer>
  );
}
