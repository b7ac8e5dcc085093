// Seed §9 names two breakpoint sets without saying which applies where. The
// first (with base font 13 and spacing unit 4) is the original app theme's and
// drives the shell (screens.md §1.6); the second is the component library's
// stock set, kept for screens that later turn out to follow it.

export const APP_BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1440 } as const;
export const APP_BASE_FONT_SIZE = 13;
export const APP_SPACING_UNIT = 4;

export const STOCK_BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;
export const STOCK_SPACING_UNIT = 8;

export type Breakpoint = keyof typeof APP_BREAKPOINTS;

/** At and above this width the sidebar is permanent; below it is a drawer. */
export const SIDEBAR_PERMANENT_MIN_WIDTH = APP_BREAKPOINTS.md;
/** Below this width the search dialog fills the screen and the help link hides. */
export const SMALL_SCREEN_MAX_WIDTH = APP_BREAKPOINTS.sm;

/** A `min-width` media query for a breakpoint of the app set. */
export function upFrom(breakpoint: Breakpoint): string {
  return `(min-width: ${APP_BREAKPOINTS[breakpoint]}px)`;
}
