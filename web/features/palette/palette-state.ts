import { atom } from "jotai";

/** The command palette (Ctrl+K / ⌘+K). */
export const paletteOpenAtom = atom(false);
/** The keyboard shortcuts sheet (?). */
export const shortcutsOpenAtom = atom(false);
