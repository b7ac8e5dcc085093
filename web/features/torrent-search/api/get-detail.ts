import { request } from "../../../lib/http";

export type TorrentDetail = { images: string[]; intro: string };

/** GET /api/site/get_detail {site_id, url}: null when the site does not support it. */
export async function getDetail(siteId: string, url: string): Promise<TorrentDetail | null> {
  const res = await request<TorrentDetail | null>("GET", "/api/site/get_detail", {
    site_id: siteId,
    url,
  });
  if (res.code !== 0 || !res.data) return null;
  return { images: res.data.images ?? [], intro: res.data.intro ?? "" };
}
