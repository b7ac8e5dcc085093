import { postConfig } from "../../../../lib/api/config-request";
import type { CorrectionRequest, LinkRequest } from "./link-media";

export type PreviewRow = {
  source: string;
  target: string;
  name: string;
  year: number;
  media_type: string;
  error: string;
};

/** POST /api/media/link_preview (addition): the target each item WOULD get; nothing is written. */
export async function linkPreview(body: LinkRequest | CorrectionRequest): Promise<PreviewRow[]> {
  return (await postConfig<PreviewRow[] | null>("/api/media/link_preview", body)).data ?? [];
}
