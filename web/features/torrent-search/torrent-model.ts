import type { Torrent } from "./api/search-keyword";
import type { Facet, Filters, Sort } from "./search-params";

// The search page's view of the results: facet values, filtering, the best
// release of each title and the order, all derived client-side from the answer.

/** "Free", "2xFree", "50%", "2x50%", "2x" … or "" for no promotion. */
export function promotionOf(t: Torrent): string {
  const down = Number(t.download_volume_factor ?? 1);
  const up = Number(t.upload_volume_factor ?? 1);
  const twice = up >= 2 ? `${Math.round(up)}x` : "";
  if (down === 0) return `${twice}Free`;
  if (down > 0 && down < 1) return `${twice}${Math.round(down * 100)}%`;
  return twice;
}

export function isTV(t: Torrent): boolean {
  return t.movie_type === "TV" || Boolean(t.tv_series?.season_full_index?.length);
}

function seasonsOf(t: Torrent): number[] {
  const s = t.tv_series;
  if (!s) return [];
  if (s.season_full_index?.length) return s.season_full_index;
  const start = s.season_start;
  if (start) {
    const end = s.season_end && s.season_end >= start ? s.season_end : start;
    return Array.from({ length: end - start + 1 }, (_, i) => start + i);
  }
  return [];
}

/** Every value a torrent has for a facet (a season pack covers several seasons). */
export function valuesOf(t: Torrent, facet: Facet): string[] {
  const one = (v: unknown) => (v === undefined || v === null || v === "" ? [] : [String(v)]);
  switch (facet) {
    case "site":
      return one(t.site_name || t.site_id);
    case "year":
      return one(t.movie_release_year || undefined);
    case "source":
      return one(t.media_source);
    case "resolution":
      return one(t.resolution);
    case "codec":
      return one(t.media_encoding);
    case "group":
      return one(t.release_team);
    case "promo":
      return [promotionOf(t) || NO_PROMOTION];
    case "season":
      return seasonsOf(t).map(String);
    case "episode":
      return (t.tv_series?.ep_full_index ?? []).map(String);
  }
}

export const NO_PROMOTION = "none";

const numeric = new Set<Facet>(["year", "season", "episode"]);

/**
 * The values offered per facet, most useful first (numbers descending for
 * years, ascending for episodes). The value in force is always among them: a
 * link to 第1集 opened while only later episodes have arrived must still
 * show 第1集 chosen, not 全部.
 */
export function facetOptions(
  torrents: readonly Torrent[],
  facet: Facet,
  chosen?: string,
): string[] {
  const seen = new Map<string, number>();
  if (chosen) seen.set(chosen, 0);
  for (const t of torrents) for (const v of valuesOf(t, facet)) seen.set(v, (seen.get(v) ?? 0) + 1);
  const values = [...seen.keys()];
  if (facet === "year") return values.sort((a, b) => Number(b) - Number(a));
  if (numeric.has(facet)) return values.sort((a, b) => Number(a) - Number(b));
  if (facet === "resolution") return values.sort((a, b) => resolutionRank(b) - resolutionRank(a));
  return values.sort((a, b) => (seen.get(b) ?? 0) - (seen.get(a) ?? 0) || a.localeCompare(b));
}

/** 季度 and 集数 are offered when more than half of the results are TV (screens.md). */
export function mostlyTV(torrents: readonly Torrent[]): boolean {
  return torrents.filter(isTV).length * 2 > torrents.length;
}

export function applyFilters(torrents: readonly Torrent[], filters: Filters): Torrent[] {
  const active = Object.entries(filters).filter(([, v]) => v) as [Facet, string][];
  if (active.length === 0) return [...torrents];
  return torrents.filter((t) => active.every(([f, v]) => valuesOf(t, f).includes(v)));
}

export function resolutionRank(r: string | undefined): number {
  const m = /(\d{3,4})[pi]/i.exec(r ?? "");
  if (m) return Number(m[1]);
  if (/4k|uhd/i.test(r ?? "")) return 2160;
  return 0;
}

const SOURCE_RANK: [RegExp, number][] = [
  [/remux/i, 6],
  [/uhd/i, 5],
  [/blu-?ray|bd/i, 4],
  [/web-?dl/i, 3],
  [/webrip|web/i, 2],
  [/hdtv|tv/i, 1],
];

export function sourceRank(s: string | undefined): number {
  for (const [re, rank] of SOURCE_RANK) if (re.test(s ?? "")) return rank;
  return 0;
}

/**
 * The best release of a title: one that can actually be downloaded (has
 * seeders), then the highest resolution and source, then the cheaper
 * download (promotion), then more seeders.
 */
export function compareQuality(a: Torrent, b: Torrent): number {
  const alive = Number(b.upload_count > 0) - Number(a.upload_count > 0);
  if (alive) return alive;
  const res = resolutionRank(b.resolution) - resolutionRank(a.resolution);
  if (res) return res;
  const src = sourceRank(b.media_source) - sourceRank(a.media_source);
  if (src) return src;
  const cost = Number(a.download_volume_factor ?? 1) - Number(b.download_volume_factor ?? 1);
  if (cost) return cost;
  return b.upload_count - a.upload_count;
}

function dateOf(t: Torrent): number {
  const ms = Date.parse((t.publish_date ?? "").replace(" ", "T"));
  return Number.isNaN(ms) ? 0 : ms;
}

export function compareBy(sort: Sort): (a: Torrent, b: Torrent) => number {
  switch (sort) {
    case "seeders":
      return (a, b) => b.upload_count - a.upload_count;
    case "size":
      return (a, b) => b.size_mb - a.size_mb;
    case "date":
      return (a, b) => dateOf(b) - dateOf(a);
    case "site":
      return (a, b) =>
        (a.site_name || a.site_id).localeCompare(b.site_name || b.site_id) ||
        b.upload_count - a.upload_count;
  }
}

export type TorrentGroup = {
  key: string;
  title: string;
  year: string;
  /** Best release first, the others in the chosen order. */
  items: Torrent[];
};

function titleOf(t: Torrent): string {
  return (t.cn_name || t.en_name || t.name || "").trim();
}

/** Results grouped by title (and year), each with its best release first, groups in the chosen order. */
export function groupTorrents(torrents: readonly Torrent[], sort: Sort): TorrentGroup[] {
  const groups = new Map<string, TorrentGroup>();
  for (const t of torrents) {
    const title = titleOf(t);
    const year = t.movie_release_year ? String(t.movie_release_year) : "";
    const key = `${title.toLowerCase()}|${year}`;
    let g = groups.get(key);
    if (!g) {
      g = { key, title, year, items: [] };
      groups.set(key, g);
    }
    g.items.push(t);
  }
  const order = compareBy(sort);
  const list = [...groups.values()];
  for (const g of list) {
    const best = [...g.items].sort(compareQuality)[0] as Torrent;
    g.items = [best, ...g.items.filter((t) => t !== best).sort(order)];
  }
  // A group ranks by its top value for the sort (its most seeded, largest, newest release).
  const lead = (g: TorrentGroup) => [...g.items].sort(order)[0] as Torrent;
  return list.sort((a, b) => order(lead(a), lead(b)) || a.title.localeCompare(b.title));
}
