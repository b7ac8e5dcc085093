import { postConfig } from "../../../../lib/api/config-request";

/** What the parser read of a name (the server's recognitionFields). */
export type RecognitionFields = {
  title: string;
  cn_title: string;
  en_title: string;
  year: number;
  media_type: "Movie" | "TV";
  season_start: number;
  season_end: number;
  episode_start: number;
  episode_end: number;
  full_season: boolean;
  resolution: string;
  source: string;
  codec: string;
  group: string;
  tmdb_id: number;
};

export type RecognitionPreview = {
  before: RecognitionFields;
  after: RecognitionFields;
  blocked: boolean;
  changed: boolean;
};

export type PreviewRequest = { name: string; subject: string; rules: string };

/** POST /api/setting/preview_recognition: a name read without and with the (unsaved) rules. */
export async function previewRecognition(body: PreviewRequest): Promise<RecognitionPreview> {
  return (await postConfig<RecognitionPreview>("/api/setting/preview_recognition", body)).data;
}
