import { Menu, MenuDivider, MenuItem, PopoverNext } from "@blueprintjs/core";
import { DocumentIcon, LogOutIcon, TintIcon } from "@blueprintjs/icons";
import { useAtom, useAtomValue, useSetAtom } from "jotai";
import { type ReactElement, type Ref, useRef } from "react";
import { useLocation } from "wouter";
import { useI18nContext } from "../../../i18n/i18n-react";
import { useTakeOverFocus } from "../../../lib/lazy-part";
import { paths } from "../../../lib/paths";
import { isAdminOnlyPath } from "../../../lib/route-meta";
import { isAdminAtom, signOutAtom } from "../../../state/auth";
import { HTML_LANG, LOCALE_CHOICES, LOCALE_NAMES, localeAtom } from "../../../state/locale";
import { themeDrawerOpenAtom } from "../../../state/ui";

/**
 * 系统's popover (screens.md §1.3): 更换主题, 系统日志, the language, 退出.
 * Loaded on first use (system-menu.tsx): it brings Blueprint's popover and menu.
 */
export function SystemMenuPopover({
  target,
}: {
  target: (ref: Ref<HTMLButtonElement>) => ReactElement;
}) {
  const targetRef = useRef<HTMLButtonElement>(null);
  useTakeOverFocus(() => targetRef.current);
  const { LL } = useI18nContext();
  const [, navigate] = useLocation();
  const [locale, setLocale] = useAtom(localeAtom);
  const openThemeDrawer = useSetAtom(themeDrawerOpenAtom);
  const signOut = useSetAtom(signOutAtom);
  // 系统日志 is the admin's (the route table says so): not offered to others.
  const showAppLog = useAtomValue(isAdminAtom) || !isAdminOnlyPath(paths.setting.appLog);

  const menu = (
    <Menu aria-label={LL.shell.systemMenu()}>
      <MenuItem
        icon={<TintIcon />}
        text={LL.shell.changeTheme()}
        onClick={() =>
          // Once the menu has closed (and its focus trap with it), 系统 takes the
          // focus and the drawer opens: the drawer records 系统 as its opener, and
          // Esc gives the focus back there. Opened at once, it recorded the menu.
          setTimeout(() => {
            targetRef.current?.focus();
            openThemeDrawer(true);
          })
        }
      />
      {showAppLog && (
        <MenuItem
          icon={<DocumentIcon />}
          text={LL.shell.appLog()}
          onClick={() => navigate(paths.setting.appLog)}
        />
      )}
      <MenuDivider title={LL.shell.language()} />
      {LOCALE_CHOICES.map((choice) => (
        <MenuItem
          key={choice}
          lang={HTML_LANG[choice]}
          roleStructure="listoption"
          selected={choice === locale}
          text={LOCALE_NAMES[choice]}
          onClick={() => setLocale(choice)}
        />
      ))}
      <MenuDivider />
      <MenuItem
        icon={<LogOutIcon />}
        text={LL.shell.signOut()}
        onClick={() => {
          signOut();
          navigate(paths.auth.signIn);
        }}
      />
    </Menu>
  );

  return (
    // Mounted by a press of the stand-in button (system-menu.tsx): open at once.
    <PopoverNext content={menu} placement="bottom-end" defaultIsOpen>
      {target(targetRef)}
    </PopoverNext>
  );
}
