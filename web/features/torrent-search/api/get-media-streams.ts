import { getConfig } from "../../../lib/api/config-request";
import type { Streams } from "./search-media-server";

/** GET /api/media/get_media_streams {id}: one episode's video format and tracks. */
export function getMediaStreams(id: string | number): Promise<Streams> {
  return getConfig<Streams>("/api/media/get_media_streams", { id });
}
