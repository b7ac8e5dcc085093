import { request } from "../../../lib/http";

export type DownloadRequest = {
  id: string | number;
  site_id: string;
  save_path: string;
  better_version: boolean;
};

/** GET /api/download/torrent: the server's message is shown either way; ok tells its colour. */
export async function downloadTorrent(
  req: DownloadRequest,
): Promise<{ ok: boolean; message: string }> {
  const res = await request<unknown>("GET", "/api/download/torrent", req);
  return { ok: res.code === 0, message: res.message ?? "" };
}
