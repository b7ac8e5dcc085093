import { postConfig, type Saved } from "../../../../lib/api/config-request";

export type FileMode = "link" | "symlink" | "copy" | "move";
export type MediaKind = "Movie" | "TV";

export type LinkRequest = {
  paths: string[];
  root_path: string;
  media_type: MediaKind;
  link_path: string;
  link_mode?: FileMode;
};

/** The manual correction; the season key is misspelt in the contract (season_inbdex). */
export type CorrectionRequest = {
  tmdb_id?: string;
  media_name: string;
  media_year: string;
  paths: string[];
  root_path: string;
  media_type: MediaKind;
  link_path: string;
  season_inbdex?: number;
};

/** POST /api/media/link_media (normal or manual correction) → message; the job runs on. */
export function linkMedia(body: LinkRequest | CorrectionRequest): Promise<Saved<unknown>> {
  return postConfig<unknown>("/api/media/link_media", body);
}
