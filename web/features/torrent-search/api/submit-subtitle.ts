import { postConfig, type Saved } from "../../../lib/api/config-request";

export type SubtitleRequest = {
  tmdb_id: number | string;
  media_type: "Movie" | "TV";
  season_index?: number;
  /** Comma list of the episodes present. */
  episode_index?: string;
};

/** POST /api/task/submit_download_subtitle; the server may refuse (no subtitle provider set up). */
export function submitSubtitle(req: SubtitleRequest): Promise<Saved<unknown>> {
  return postConfig<unknown>("/api/task/submit_download_subtitle", req);
}
