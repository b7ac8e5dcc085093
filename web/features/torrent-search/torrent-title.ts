import type { TranslationFunctions } from "../../i18n/i18n-types";
import type { Torrent } from "./api/search-keyword";

type T = TranslationFunctions["torrentSearch"]["torrent"];

/** "第N季" / "第a-b季" for a torrent with season info, else "". */
export function seasonText(t: Torrent, tr: T): string {
  const s = t.tv_series;
  if (!s) return "";
  const list = s.season_full_index ?? [];
  const start = s.season_start ?? list[0];
  const end = s.season_end ?? list.at(-1) ?? start;
  if (!start) return "";
  return end && end !== start ? tr.seasonRange({ a: start, b: end }) : tr.seasonN({ n: start });
}

/** "全集" / "全N集" / "第N集" / "第a-b集", or "" without episode info. */
export function episodeText(t: Torrent, tr: T): string {
  const s = t.tv_series;
  if (!s) return "";
  const eps = s.ep_full_index ?? [];
  if (s.contains_complete_ep) return eps.length > 1 ? tr.fullN({ n: eps.length }) : tr.fullSeason();
  if (eps.length === 0) return "";
  const first = eps[0] as number;
  const last = eps.at(-1) as number;
  return first === last ? tr.episodeN({ n: first }) : tr.episodeRange({ a: first, b: last });
}

/** The card title: name, season, episodes and "(year)". */
export function torrentTitle(t: Torrent, tr: T): string {
  const name = (t.cn_name || t.en_name || t.name || "").trim();
  const year = t.movie_release_year ? tr.year({ year: String(t.movie_release_year) }) : "";
  return [name, seasonText(t, tr), episodeText(t, tr)].filter(Boolean).join(" ") + year;
}
