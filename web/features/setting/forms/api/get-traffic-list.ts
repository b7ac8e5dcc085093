import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../../lib/api/config-request";

/** One torrent 流量管理 added (state: adding | active | removed | released). */
export type TrafficTorrent = {
  id: number;
  site: string;
  name: string;
  hash: string;
  state: string;
  reason: string;
  added_at: string;
  free_until: string;
  removed_at: string;
  remove_reason: string;
  size_mb: number;
  uploaded: number;
  downloaded: number;
  progress: number;
  ratio: number;
};

export type TrafficSiteTotal = {
  site: string;
  count: number;
  uploaded: number;
  downloaded: number;
  ratio: number;
};

export type TrafficView = {
  torrents: TrafficTorrent[];
  sites: TrafficSiteTotal[];
  runs: { at: string; log: string }[];
};

/** GET /api/traffic/list (an addition, admins only). */
export const trafficListQueryOptions = () =>
  queryOptions({
    queryKey: ["traffic", "list"] as const,
    queryFn: () => getConfig<TrafficView>("/api/traffic/list"),
  });
