import { useAtomValue } from "jotai";
import { useEffect } from "react";
import { applyPalette } from "../lib/apply-palette";
import { paletteAtom } from "../state/theme";

/** Keeps <body> on the palette in force: a new choice, or the system's for 跟随系统. */
export function ThemeSync() {
  const palette = useAtomValue(paletteAtom);
  useEffect(() => applyPalette(palette), [palette]);
  return null;
}
