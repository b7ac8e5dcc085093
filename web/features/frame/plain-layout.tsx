import type { ReactNode } from "react";
import { ThemeDrawerHost } from "../theme/theme-drawer-host";

/**
 * Auth, setup and error screens: a centred column at most 700 px wide, no
 * shell (seed §2). It includes the theme drawer, as the original did.
 */
export function PlainLayout({ children }: { children: ReactNode }) {
  return (
    <main
      style={{
        boxSizing: "border-box",
        maxWidth: 700,
        minHeight: "100vh",
        margin: "0 auto",
        padding: "24px 16px",
        display: "flex",
        flexDirection: "column",
        justifyContent: "center",
      }}
    >
      {children}
      <ThemeDrawerHost />
    </main>
  );
}
