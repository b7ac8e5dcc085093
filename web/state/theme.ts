import { atom } from "jotai";

// Theme choice (seed §2 drawer, §3, §4; screens.md §1.5). The choice is
// stored as a JSON string under localStorage `theme`; FLOW_SYSTEM has no
// palette of its own and follows the system's dark/light preference live.

/** In the drawer's order. */
export const THEME_NAMES = [
  "DARK",
  "LIGHT",
  "DEFAULT",
  "BLUE",
  "GREEN",
  "INDIGO",
  "DEEP_DARK",
  "FLOW_SYSTEM",
] as const;

export type ThemeName = (typeof THEME_NAMES)[number];
export type Palette = Exclude<ThemeName, "FLOW_SYSTEM">;

export const DEFAULT_THEME: ThemeName = "DEEP_DARK";
export const UNKNOWN_THEME_FALLBACK: ThemeName = "DEFAULT";
export const THEME_STORAGE_KEY = "theme";
export const INJECT_THEME_EVENT = "injectTheme";
export const SYSTEM_DARK_QUERY = "(prefers-color-scheme: dark)";

const DARK_PALETTES: ReadonlySet<Palette> = new Set(["DARK", "DEEP_DARK"]);

export function isDarkPalette(palette: Palette): boolean {
  return DARK_PALETTES.has(palette);
}

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === "string" && (THEME_NAMES as readonly string[]).includes(value);
}

/** The stored choice; nothing stored → DEEP_DARK, an unknown name → DEFAULT with a warning. */
export function readStoredTheme(storage: Storage = localStorage): ThemeName {
  const raw = storage.getItem(THEME_STORAGE_KEY);
  if (raw === null) return DEFAULT_THEME;
  let value: unknown = raw;
  try {
    value = JSON.parse(raw);
  } catch {
    // A bare, unquoted name is still worth recognising.
  }
  if (isThemeName(value)) return value;
  console.warn(`Unknown theme ${JSON.stringify(value)}; using ${UNKNOWN_THEME_FALLBACK}.`);
  return UNKNOWN_THEME_FALLBACK;
}

export function systemPrefersDark(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia(SYSTEM_DARK_QUERY).matches;
}

export function resolvePalette(theme: ThemeName, prefersDark: boolean): Palette {
  if (theme !== "FLOW_SYSTEM") return theme;
  return prefersDark ? "DEEP_DARK" : "LIGHT";
}

// null until chosen in this store: the first read comes from localStorage, so
// tests (and the entry) can set storage before the atom is first read.
const chosenThemeAtom = atom<ThemeName | null>(null);

/** The user's choice. Writing persists it and fires `injectTheme` on window. */
export const themeAtom = atom(
  (get) => get(chosenThemeAtom) ?? readStoredTheme(),
  (_get, set, next: ThemeName) => {
    set(chosenThemeAtom, next);
    localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify(next));
    window.dispatchEvent(new CustomEvent(INJECT_THEME_EVENT, { detail: next }));
  },
);

const systemDarkAtom = atom<boolean | null>(null);

/** The system's colour-scheme preference, kept live while anything reads it. */
export const systemPrefersDarkAtom = atom(
  (get) => get(systemDarkAtom) ?? systemPrefersDark(),
  (_get, set, prefersDark: boolean) => set(systemDarkAtom, prefersDark),
);
systemPrefersDarkAtom.onMount = (setPrefersDark) => {
  if (typeof window.matchMedia !== "function") return;
  const query = window.matchMedia(SYSTEM_DARK_QUERY);
  const onChange = (event: MediaQueryListEvent) => setPrefersDark(event.matches);
  setPrefersDark(query.matches);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
};

/** The palette actually shown. */
export const paletteAtom = atom((get) =>
  resolvePalette(get(themeAtom), get(systemPrefersDarkAtom)),
);
