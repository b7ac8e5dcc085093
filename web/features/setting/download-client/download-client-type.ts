import type { DownloadClientType } from "../../config/api/get-download-client";

const TYPES: readonly DownloadClientType[] = ["qbittorrent", "transmission", "aria2"];

/** The ?type= of the edit screen; anything unknown is treated as qBittorrent. */
export function parseDownloadClientType(raw: string | null): DownloadClientType {
  const lower = (raw ?? "").toLowerCase();
  return TYPES.find((t) => t === lower) ?? "qbittorrent";
}
