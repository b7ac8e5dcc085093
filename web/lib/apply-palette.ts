import { Classes } from "@blueprintjs/core";
import { isDarkPalette, type Palette } from "../state/theme";

/** "DEEP_DARK" → "deep-dark": the `data-theme` value the palettes in styles/themes.css key on. */
export function paletteAttribute(palette: Palette): string {
  return palette.toLowerCase().replace("_", "-");
}

/**
 * Puts a palette on <body>: its CSS custom properties (via data-theme) and
 * Blueprint's dark class for dark ones. Portalled overlays (drawers,
 * popovers, toasts) live under <body>, so they follow too.
 */
export function applyPalette(palette: Palette, body: HTMLElement = document.body): void {
  const dark = isDarkPalette(palette);
  body.dataset.theme = paletteAttribute(palette);
  body.classList.toggle(Classes.DARK, dark);
  document.documentElement.style.colorScheme = dark ? "dark" : "light";
}

/**
 * The palette as a cookie, for the server only: it puts the palette on
 * <body> of the next page it serves (server/httpx/palette.go), so a
 * prerendered screen shows in it before any script runs, not in the default
 * dark one first. Scoped to the app's base path, like the locale cookie.
 */
export const THEME_COOKIE = "mr-theme";

export function writeThemeCookie(palette: Palette, base: string, doc: Document): void {
  doc.cookie = `${THEME_COOKIE}=${paletteAttribute(palette)}; Path=${base}/; Max-Age=31536000; SameSite=Lax`;
}
