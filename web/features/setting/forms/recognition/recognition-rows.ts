import type { TranslationFunctions } from "../../../../i18n/i18n-types";
import type { RecognitionFields } from "../api/preview-recognition";

/** One line of the preview table: a field read without the rules and with them. */
export type PreviewRow = {
  key: string;
  label: string;
  before: string;
  after: string;
  changed: boolean;
};

type LL = TranslationFunctions;

const range = (start: number, end: number) =>
  start <= 0 ? "" : end > start ? `${start}-${end}` : String(start);

/** The fields the preview shows, in the order the engine decides by them. */
function cells(LL: LL, f: RecognitionFields): Record<string, string> {
  const t = LL.recognitionRules;
  const episode = range(f.episode_start, f.episode_end) || (f.full_season ? t.fullSeason() : "");
  return {
    title: f.title,
    cnTitle: f.cn_title,
    enTitle: f.en_title,
    year: f.year > 0 ? String(f.year) : "",
    mediaType: f.media_type === "TV" ? t.tv() : t.movie(),
    season: range(f.season_start, f.season_end),
    episode: f.media_type === "TV" ? episode : "",
    resolution: f.resolution,
    source: f.source,
    codec: f.codec,
    group: f.group,
    tmdbId: f.tmdb_id > 0 ? String(f.tmdb_id) : "",
  };
}

/** The table's rows; an empty value reads "—". */
export function previewRows(
  LL: LL,
  before: RecognitionFields,
  after: RecognitionFields,
): PreviewRow[] {
  const t = LL.recognitionRules;
  const labels = t.fields;
  const a = cells(LL, before);
  const b = cells(LL, after);
  return (Object.keys(labels) as (keyof typeof labels)[]).map((key) => {
    const was = a[key] || t.none();
    const now = b[key] || t.none();
    return { key, label: labels[key](), before: was, after: now, changed: was !== now };
  });
}
