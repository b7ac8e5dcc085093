import type { TranslationFunctions } from "../../../i18n/i18n-types";

/**
 * A server menu entry's label in the user's language: the translation of its
 * `key` (an addition of our server), else the server's own title (an
 * upstream's menus, or a plugin's entry, carry no key we know).
 */
export function menuTitle(
  LL: TranslationFunctions,
  item: { key?: string; title?: string },
): string {
  const known = LL.firstRun.menu as Record<string, () => string>;
  if (item.key && Object.hasOwn(known, item.key)) return known[item.key]?.() ?? item.title ?? "";
  return item.title ?? "";
}

/** The user's role in the user's language; an unknown role keeps the server's name. */
export function roleTitle(
  LL: TranslationFunctions,
  user: { role?: number; role_name?: string },
): string | undefined {
  if (user.role === 1) return LL.firstRun.roles.admin();
  if (user.role === 2) return LL.firstRun.roles.user();
  return user.role_name;
}
