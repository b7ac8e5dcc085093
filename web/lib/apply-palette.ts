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
