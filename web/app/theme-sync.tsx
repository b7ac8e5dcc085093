import { useAtomValue } from "jotai";
import { useEffect } from "react";
import { applyPalette, writeThemeCookie } from "../lib/apply-palette";
import { basePath } from "../lib/base-path";
import { paletteAtom } from "../state/theme";

/**
 * Keeps <body> on the palette in force: a new choice, or the system's for
 * 跟随系统; and the theme cookie on it, for the server's next page.
 */
export function ThemeSync() {
  const palette = useAtomValue(paletteAtom);
  useEffect(() => {
    applyPalette(palette);
    writeThemeCookie(palette, basePath, document);
  }, [palette]);
  return null;
}
