import { INJECT_THEME_EVENT, isDarkPalette, type Palette } from "../../state/theme";

/**
 * What an embedded page is handed as `window.mrTheme` (api-contract §1.6).
 * The original passed its MUI theme; pages read `palette.mode` and a few
 * colours, so this keeps that shape with the colours of the palette in force.
 */
export interface FrameTheme {
  name: Palette;
  palette: {
    mode: "dark" | "light";
    primary: { main: string; contrastText: string };
    background: { default: string; paper: string };
    text: { primary: string; secondary: string };
    divider: string;
  };
}

export const SCROLLBAR_STYLE_ID = "mr-scrollbar-style";

/**
 * Reads the palette's colours from the shell's custom properties on <body>
 * (styles/themes.css). ThemeSync renders before the routes, so by the time a
 * page's effect runs <body> already carries the new palette.
 */
export function frameTheme(palette: Palette, style: CSSStyleDeclaration): FrameTheme {
  const read = (name: string) => style.getPropertyValue(name).trim();
  return {
    name: palette,
    palette: {
      mode: isDarkPalette(palette) ? "dark" : "light",
      primary: { main: read("--mr-accent"), contrastText: read("--mr-accent-text") },
      background: { default: read("--mr-page-bg"), paper: read("--mr-surface") },
      text: { primary: read("--mr-text"), secondary: read("--mr-muted") },
      divider: read("--mr-border"),
    },
  };
}

/** Thin scrollbars in the palette's colours, so the frame does not show the system's. */
export function scrollbarCss(theme: FrameTheme): string {
  const { background, text } = theme.palette;
  return [
    `html{color-scheme:${theme.palette.mode};scrollbar-width:thin;`,
    `scrollbar-color:${text.secondary} ${background.default};}`,
  ].join("");
}

/** Frames whose document must not be touched: not loaded yet, or not ours. */
function sameOriginDocument(win: Window): Document | null {
  try {
    return win.location.origin === window.location.origin ? win.document : null;
  } catch {
    return null; // another origin: reading its location throws
  }
}

/**
 * Hands the theme to a loaded same-origin frame: the scrollbar style (one
 * <style>, replaced on every call — the CSP allows inline styles), the theme
 * object on its window, then the "injectTheme" message so the page re-reads it.
 */
export function injectTheme(win: Window, theme: FrameTheme): boolean {
  const doc = sameOriginDocument(win);
  if (!doc?.head) return false;
  let style = doc.getElementById(SCROLLBAR_STYLE_ID);
  if (!style) {
    style = doc.createElement("style");
    style.id = SCROLLBAR_STYLE_ID;
    doc.head.append(style);
  }
  style.textContent = scrollbarCss(theme);
  (win as Window & { mrTheme?: FrameTheme }).mrTheme = theme;
  win.postMessage(INJECT_THEME_EVENT, window.location.origin);
  return true;
}
