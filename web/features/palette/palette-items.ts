import type { TranslationFunctions } from "../../i18n/i18n-types";
import { type AppPath, paths } from "../../lib/paths";
import { routeMeta } from "../../lib/route-meta";
import { pinyinInitials } from "./pinyin";

type LL = TranslationFunctions;

// What the command palette can reach: every shell screen of the route map
// (by its title, the title's pinyin initials, its English title and its
// path), a few actions, and the user's recent searches.

/** Screens that only make sense with an id or a mode in the URL: reached from their list. */
const NEEDS_CONTEXT = new Set<AppPath>([
  paths.root,
  paths.movie.analyze,
  paths.media.detail,
  paths.plugins.detail,
  paths.common.view,
  paths.user.edit,
  paths.subscribe.editCustomSub,
  paths.subscribe.detail, // ?id=
  paths.subscribe.search, // ?keyword=: the results of a search, not a screen to open bare
  paths.smartDownload.editFilter,
  paths.setting.editMediaServer,
  paths.setting.editDownloadClient,
]);

/**
 * Second addresses of a screen listed under its sidebar address: /download/default is
 * /download/record, /config/web (the wizard's step) shows the record of /setting/edit-web.
 */
const ALIASES = new Set<AppPath>([paths.download.default, paths.config.web]);

export type ActionId = "changeTheme" | "restart" | "signOut" | "shortcuts";

export type PaletteItem =
  | { kind: "screen"; id: string; label: string; detail: string; href: AppPath; keys: string[] }
  | { kind: "action"; id: string; label: string; action: ActionId; keys: string[] }
  | { kind: "search"; id: string; label: string; keyword: string; keys: string[] };

const none = new URLSearchParams();

/** The screens (an admin's alone only for an admin), labelled in the UI's language; `zh` and `en` give the extra keys. */
export function screenItems(LL: LL, zh: LL, en: LL | null, admin = true): PaletteItem[] {
  const items: PaletteItem[] = [];
  for (const [path, meta] of Object.entries(routeMeta) as [
    AppPath,
    (typeof routeMeta)[AppPath],
  ][]) {
    if (meta.layout !== "shell" || NEEDS_CONTEXT.has(path) || ALIASES.has(path)) continue;
    if (meta.adminOnly && !admin) continue; // a normal user is offered only what they may use
    const zhTitle = meta.title(zh, none);
    const keys = [zhTitle, pinyinInitials(zhTitle), path.toLowerCase()];
    if (en) keys.push(meta.title(en, none).toLowerCase());
    const label = meta.title(LL, none);
    // One entry per name: two screens read the same only when one is another's address.
    if (items.some((i) => i.label === label)) continue;
    items.push({
      kind: "screen",
      id: `screen:${path}`,
      label,
      detail: meta.parent ? meta.parent.label(LL) : "",
      href: path,
      keys: keys.map((k) => k.toLowerCase()),
    });
  }
  return items;
}

export function actionItems(LL: LL): PaletteItem[] {
  const t = LL.alive.palette;
  const action = (id: ActionId, label: string, ...extra: string[]): PaletteItem => ({
    kind: "action",
    id: `action:${id}`,
    label,
    action: id,
    keys: [label, pinyinInitials(label), id, ...extra].map((k) => k.toLowerCase()),
  });
  return [
    action("changeTheme", t.changeTheme(), "theme"),
    action("restart", t.restart(), "restart"),
    action("signOut", t.signOut(), "logout sign out"),
    action("shortcuts", t.shortcuts(), "keyboard help ?"),
  ];
}

export function searchItem(LL: LL, keyword: string, recent = false): PaletteItem {
  return {
    kind: "search",
    id: `${recent ? "recent" : "search"}:${keyword}`,
    label: LL.alive.palette.searchFor({ keyword }),
    keyword,
    keys: [keyword.toLowerCase()],
  };
}

/**
 * Items matching the query, best first: a key equal to it, then one that
 * starts with it, then one that merely contains it; ties keep the route
 * map's order.
 */
export function matchItems(items: PaletteItem[], query: string): PaletteItem[] {
  const q = query.trim().toLowerCase();
  if (!q) return items;
  const score = (item: PaletteItem) => {
    if (item.keys.includes(q)) return 3;
    if (item.keys.some((k) => k.startsWith(q))) return 2;
    if (item.keys.some((k) => k.includes(q))) return 1;
    return 0;
  };
  return items
    .map((item, index) => ({ item, index, s: score(item) }))
    .filter((x) => x.s > 0)
    .sort((a, b) => b.s - a.s || a.index - b.index)
    .map((x) => x.item);
}

const RECENT_KEY = "mr-palette-recent";
const RECENT_MAX = 5;

export function recentSearches(storage: Storage = localStorage): string[] {
  try {
    const list: unknown = JSON.parse(storage.getItem(RECENT_KEY) ?? "[]");
    return Array.isArray(list) ? list.filter((k): k is string => typeof k === "string") : [];
  } catch {
    return [];
  }
}

export function rememberSearch(keyword: string, storage: Storage = localStorage): void {
  const list = [keyword, ...recentSearches(storage).filter((k) => k !== keyword)];
  storage.setItem(RECENT_KEY, JSON.stringify(list.slice(0, RECENT_MAX)));
}
