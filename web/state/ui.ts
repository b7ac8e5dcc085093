import { atom } from "jotai";

// Open/closed flags of the shell (seed §2, §4): each can be set or toggled.

/** The sidebar as a temporary drawer (below 960 px). */
export const sidebarOpenAtom = atom(false);
export const toggleSidebarAtom = atom(null, (get, set) =>
  set(sidebarOpenAtom, !get(sidebarOpenAtom)),
);

/** The theme drawer (切换主题). */
export const themeDrawerOpenAtom = atom(false);
export const toggleThemeDrawerAtom = atom(null, (get, set) =>
  set(themeDrawerOpenAtom, !get(themeDrawerOpenAtom)),
);

/** The global search dialog. */
export const searchDialogOpenAtom = atom(false);
