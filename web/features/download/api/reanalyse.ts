import { checkConfig, type Saved } from "../../../lib/api/config-request";

export type ReanalyseRequest = {
  id: number;
  tmdb_id: string;
  season_index: string;
  movie_type: "Movie" | "Series";
  link_path: string;
  name: string;
  year: string;
};

/** GET /api/download/reanalyse → message (重新识别). */
export function reanalyse(req: ReanalyseRequest): Promise<Saved<unknown>> {
  return checkConfig<unknown>("/api/download/reanalyse", req);
}

/** GET /api/download/relink {id} → message (re-organise as is, for unrecognised records). */
export function relink(id: number): Promise<Saved<unknown>> {
  return checkConfig<unknown>("/api/download/relink", { id });
}
