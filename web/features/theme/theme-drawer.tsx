import { Button, Callout } from "@blueprintjs/core";
import { useAtom } from "jotai";
import { DrawerFrame } from "../../components/drawer-frame";
import { useI18nContext } from "../../i18n/i18n-react";
import { THEME_NAMES, type ThemeName, themeAtom } from "../../state/theme";
import { themeDrawerOpenAtom } from "../../state/ui";
import { ThemeCookieSync } from "./theme-cookie";
import "./theme-drawer.css";

export const THEME_DRAWER_WIDTH = 258;

/** A swatch of each palette; 跟随系统 shows both halves. */
function Swatch({ theme }: { theme: ThemeName }) {
  return <span className={`mr-swatch mr-swatch-${theme.toLowerCase()}`} aria-hidden />;
}

/** 切换主题 (seed §2): eight choices, applied at once, the active one marked. */
export function ThemeDrawer() {
  const { LL } = useI18nContext();
  const [isOpen, setOpen] = useAtom(themeDrawerOpenAtom);
  const [theme, setTheme] = useAtom(themeAtom);
  return (
    <>
      {/* A choice made here (even on the sign-in screen) reaches the server's next page. */}
      <ThemeCookieSync />
      <DrawerFrame
        isOpen={isOpen}
        onClose={() => setOpen(false)}
        title={LL.theme.drawerTitle()}
        size={THEME_DRAWER_WIDTH}
        className="mr-theme-drawer"
      >
        <div className="mr-theme-drawer-body">
          <Callout intent="primary" compact>
            {LL.theme.note()}
          </Callout>
          <div className="mr-theme-grid">
            {THEME_NAMES.map((name) => (
              <Button
                key={name}
                className="mr-theme-choice"
                variant={name === theme ? "solid" : "outlined"}
                intent={name === theme ? "primary" : "none"}
                aria-pressed={name === theme}
                onClick={() => setTheme(name)}
              >
                <Swatch theme={name} />
                <span>{LL.theme.names[name]()}</span>
              </Button>
            ))}
          </div>
        </div>
      </DrawerFrame>
    </>
  );
}
