import type { TranslationFunctions } from "../../i18n/i18n-types";
import type { LiveTorrent } from "./api/downloading";
import type { DownloadRecord } from "./api/record-list";
import type { DownloadStatusCode } from "./status";

/** "1,2,3,5" → "1-3,5": the episodes as the card title shows them. */
export function episodeRange(list: string | undefined): string {
  const nums = (list ?? "")
    .split(",")
    .map((s) => Number.parseInt(s, 10))
    .filter((n) => Number.isFinite(n))
    .sort((a, b) => a - b);
  const parts: string[] = [];
  let start = nums[0];
  for (let i = 0; i < nums.length; i++) {
    const n = nums[i] as number;
    const next = nums[i + 1];
    if (next !== n + 1) {
      parts.push(start === n ? String(n) : `${start}-${n}`);
      start = next;
    }
  }
  return parts.join(",");
}

/** "Name(year)" for movies, "Name 第N季 第x-y集" for TV. */
export function recordTitle(LL: TranslationFunctions, r: DownloadRecord): string {
  const t = LL.recordsPage.title;
  if (r.movie_type === "Movie" || !r.movie_type) {
    return r.movie_year
      ? t.movie({ name: r.movie_name, year: String(r.movie_year) })
      : r.movie_name;
  }
  let text = r.season_index
    ? t.season({ name: r.movie_name, season: r.season_index })
    : r.movie_name;
  const eps = episodeRange(r.episodes);
  if (eps) text += t.episodes({ episodes: eps });
  return text;
}

/** A status-0 record with no live entry is shown as 下载完成 (api-contract §3.1). */
export function shownStatus(r: DownloadRecord, live: LiveTorrent | undefined): DownloadStatusCode {
  if (r.download_status === 0 && !live) return 1;
  return r.download_status;
}

/** The card's text: the torrent subject for unrecognised records, else desc. */
export function recordText(r: DownloadRecord): string {
  return (r.download_status === 3 ? r.torrent_subject : r.desc) ?? "";
}

/** Where the overlay title leads: Douban when known, else the torrent's page. */
export function sourceLink(r: DownloadRecord): string {
  if (r.douban_id) return `https://movie.douban.com/subject/${r.douban_id}/`;
  return r.url;
}

/** The card's subtitle tag: its text and intent, or null when the engine has not looked at the record. */
export function subtitleTag(
  LL: TranslationFunctions,
  r: DownloadRecord,
): { label: string; intent: "success" | "primary" | "warning" | "none"; reason: string } | null {
  const t = LL.recordsPage.subtitle;
  const reason = r.subtitle_state?.reason ?? "";
  switch (r.subtitle_state?.state) {
    case "have":
      return { label: t.have(), intent: "success", reason };
    case "waiting":
      return { label: t.waiting(), intent: "primary", reason };
    case "gave_up":
      return { label: t.gave_up(), intent: "warning", reason };
    case "skipped":
      return { label: t.skipped(), intent: "none", reason };
    default:
      return null;
  }
}
