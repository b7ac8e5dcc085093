import { useAtomValue } from "jotai";
import { useEffect } from "react";
import { paletteAttribute } from "../../lib/apply-palette";
import { basePath } from "../../lib/base-path";
import { type Palette, paletteAtom } from "../../state/theme";

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

/**
 * Keeps the cookie on the palette in force. Mounted by the signed-in shell
 * and by the theme drawer (where the palette is chosen), not by the entry:
 * the sign-in screen's first-load code does not grow.
 */
export function ThemeCookieSync() {
  const palette = useAtomValue(paletteAtom);
  useEffect(() => writeThemeCookie(palette, basePath, document), [palette]);
  return null;
}
