import { useAtom, useSetAtom } from "jotai";
import { Suspense, useEffect } from "react";
import { lazyWithTexts } from "../../lib/lazy-with-texts";
import { useEverTrue } from "../../lib/use-ever-true";
import { searchDialogOpenAtom } from "../../state/ui";
import { paletteOpenAtom, shortcutsOpenAtom } from "./palette-state";

// The palette's code loads on first use: the shell only pays for this
// listener. Its restart dialogs speak the settings hub's text group.
const PaletteLayer = lazyWithTexts(() => import("./palette-layer"), "PaletteLayer", ["settingHub"]);

/** Typing in a field must not trigger the single-key shortcuts (/ and ?). */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/** Mounted by the shell: Ctrl+K / ⌘+K opens the palette, / the search, ? the shortcuts. */
export function PaletteHost() {
  const [paletteOpen, setPaletteOpen] = useAtom(paletteOpenAtom);
  const [shortcutsOpen, setShortcutsOpen] = useAtom(shortcutsOpenAtom);
  const openSearch = useSetAtom(searchDialogOpenAtom);
  const loaded = useEverTrue(paletteOpen || shortcutsOpen);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "k") {
        event.preventDefault();
        setPaletteOpen((open) => !open);
        return;
      }
      if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      if (document.querySelector(".bp6-overlay-open")) return; // a dialog has the keyboard
      // Some synthetic and layout-less key events report Shift+/ as "/".
      if (event.key === "?" || (event.key === "/" && event.shiftKey)) {
        event.preventDefault();
        setShortcutsOpen(true);
      } else if (event.key === "/") {
        event.preventDefault();
        openSearch(true);
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [setPaletteOpen, setShortcutsOpen, openSearch]);

  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <PaletteLayer />
    </Suspense>
  );
}
