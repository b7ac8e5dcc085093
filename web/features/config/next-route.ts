import { paths } from "../../lib/paths";

/**
 * The route a wizard step's `next` names. Only same-origin client routes are
 * followed; anything else goes to `fallback` (the settings hub, where a
 * finished wizard lands).
 */
export function nextRoute(next: unknown, fallback: string = paths.setting.index): string {
  return typeof next === "string" && next.startsWith("/") && !next.startsWith("//")
    ? next
    : fallback;
}
