import { Button, Menu, MenuDivider, MenuItem, PopoverNext } from "@blueprintjs/core";
import { DocumentIcon, LogOutIcon, MoreIcon, TintIcon } from "@blueprintjs/icons";
import { useAtom, useSetAtom } from "jotai";
import { useLocation } from "wouter";
import { useI18nContext } from "../../../i18n/i18n-react";
import { signOutAtom } from "../../../state/auth";
import { HTML_LANG, LOCALE_CHOICES, LOCALE_NAMES, localeAtom } from "../../../state/locale";
import { themeDrawerOpenAtom } from "../../../state/ui";
import { paths } from "../../paths";

/** 系统 (screens.md §1.3): 更换主题, 系统日志, the language, 退出. */
export function SystemMenu() {
  const { LL } = useI18nContext();
  const [, navigate] = useLocation();
  const [locale, setLocale] = useAtom(localeAtom);
  const openThemeDrawer = useSetAtom(themeDrawerOpenAtom);
  const signOut = useSetAtom(signOutAtom);

  const menu = (
    <Menu aria-label={LL.shell.systemMenu()}>
      <MenuItem
        icon={<TintIcon />}
        text={LL.shell.changeTheme()}
        onClick={() => openThemeDrawer(true)}
      />
      <MenuItem
        icon={<DocumentIcon />}
        text={LL.shell.appLog()}
        onClick={() => navigate(paths.setting.appLog)}
      />
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
    <PopoverNext content={menu} placement="bottom-end">
      <Button
        variant="minimal"
        icon={<MoreIcon className="mr-vertical-dots" />}
        aria-label={LL.shell.systemMenu()}
        title={LL.shell.systemMenu()}
      />
    </PopoverNext>
  );
}
