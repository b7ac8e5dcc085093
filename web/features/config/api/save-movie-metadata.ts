import { postConfig, type Saved } from "../../../lib/api/config-request";
import type { MovieMetadataSettings } from "./get-movie-metadata";
import type { NextStep } from "./next-step";

/** POST /api/config/save_movie_metadata: the wizard's last step (next is /setting/index). */
export function saveMovieMetadata(body: MovieMetadataSettings): Promise<Saved<NextStep>> {
  return postConfig<NextStep>("/api/config/save_movie_metadata", body);
}
