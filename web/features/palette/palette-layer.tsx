import { useSetAtom } from "jotai";
import { useLocation } from "wouter";
import { paths } from "../../lib/paths";
import { signOutAtom } from "../../state/auth";
import { themeDrawerOpenAtom } from "../../state/ui";
import { RestartDialogs } from "../setting/hub/restart-section";
import { useRestart } from "../setting/hub/use-restart";
import { CommandPalette } from "./command-palette";
import { type PaletteItem, rememberSearch } from "./palette-items";
import { shortcutsOpenAtom } from "./palette-state";
import { ShortcutsSheet } from "./shortcuts-sheet";

/**
 * Loaded the first time the palette or the shortcuts sheet opens, and kept
 * mounted: a restart started from the palette shows its dialogs here.
 */
export function PaletteLayer() {
  const [, navigate] = useLocation();
  const openTheme = useSetAtom(themeDrawerOpenAtom);
  const openShortcuts = useSetAtom(shortcutsOpenAtom);
  const signOut = useSetAtom(signOutAtom);
  const restart = useRestart();

  const onRun = (item: PaletteItem) => {
    switch (item.kind) {
      case "screen":
        navigate(item.href);
        return;
      case "search":
        rememberSearch(item.keyword);
        navigate(`${paths.movie.search}?${new URLSearchParams({ keyword: item.keyword })}`);
        return;
      case "action":
        if (item.action === "changeTheme") openTheme(true);
        else if (item.action === "restart") restart.ask();
        else if (item.action === "shortcuts") openShortcuts(true);
        else {
          signOut();
          navigate(paths.auth.signIn);
        }
    }
  };

  return (
    <>
      <CommandPalette onRun={onRun} />
      <ShortcutsSheet />
      <RestartDialogs restart={restart} />
    </>
  );
}
