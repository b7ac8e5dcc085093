import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../lib/api/config-request";

/** One tile of GET /api/movie/dashboard: its data, or why it is unavailable. */
export type Tile<T> = { unavailable: boolean; reason?: string; data: T };

export type Transfer = {
  hash: string;
  name: string;
  progress: number;
  dl_speed: number;
  eta_seconds: number;
};
export type DownloadClient = {
  name: string;
  type: string;
  available: boolean;
  reason?: string;
  /** -1: the client cannot tell. */
  free_bytes: number;
  dl_speed: number;
  downloading: Transfer[];
};
export type Disk = {
  path: string;
  kind: "download" | "media";
  free_bytes: number;
  total_bytes: number;
  low: boolean;
  reason?: string;
};
export type Disks = { min_free_gb: number; min_free_percent: number; items: Disk[] };
export type FiledTitle = {
  id: number;
  title: string;
  year: number;
  type: string;
  season?: number;
  episodes?: string;
  image_url: string;
  completed_at: string;
};
export type SubCounts = { waiting: number; searching: number; done_week: number };
export type Job = {
  name: string;
  title: string;
  running: boolean;
  next_run: string;
  last_error?: string;
};
export type SiteProblem = {
  site: string;
  alias: string;
  kind: "cookie" | "error" | "budget";
  reason: string;
};
export type LibraryCount = {
  server: string;
  type: string;
  available: boolean;
  reason?: string;
  movies: number;
  series: number;
  episodes: number;
};

export type DashboardSummary = {
  clients: Tile<DownloadClient[] | null>;
  disks: Tile<Disks>;
  filed: Tile<FiledTitle[] | null>;
  subscriptions: Tile<SubCounts>;
  jobs: Tile<Job[] | null>;
  sites: Tile<SiteProblem[] | null>;
  library: Tile<LibraryCount[] | null>;
};

/**
 * Exported so live updates (the server's event stream) can invalidate it;
 * the screen itself never polls.
 */
export const dashboardQueryKey = ["dashboard", "summary"] as const;

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: dashboardQueryKey,
    queryFn: () => getConfig<DashboardSummary>("/api/movie/dashboard"),
    refetchOnWindowFocus: true,
  });
