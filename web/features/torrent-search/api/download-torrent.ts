import { request } from "../../../lib/http";

export type DownloadRequest = {
  id: string | number;
  site_id: string;
  save_path: string;
  better_version: boolean;
  /** The user said yes to "已入库：… 确定还要下载吗？": sent as force=1. */
  force?: boolean;
};

export type DownloadAnswer = {
  ok: boolean;
  message: string;
  /** The title is filed or on its way already: ask, then send again with force. */
  needConfirm: boolean;
};

/** GET /api/download/torrent: the server's message is shown either way; ok tells its colour. */
export async function downloadTorrent(req: DownloadRequest): Promise<DownloadAnswer> {
  const { force, ...params } = req;
  const res = await request<{ need_confirm?: boolean } | null>(
    "GET",
    "/api/download/torrent",
    force ? { ...params, force: 1 } : params,
  );
  return {
    ok: res.code === 0,
    message: res.message ?? "",
    needConfirm: res.code !== 0 && res.data?.need_confirm === true,
  };
}
