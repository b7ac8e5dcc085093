import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../lib/api/config-request";

export const RANGES = ["30d", "12w", "12m"] as const;
export type RangeKey = (typeof RANGES)[number];

export type Count = { name: string; value: number };
export type TrafficPoint = {
  bucket: string;
  upload_mb: number;
  download_mb: number;
  /** null: no reading yet, or nothing downloaded. */
  ratio: number | null;
};

/** GET /api/movie/analyze?range= (admin): every figure of the trends screen. */
export type AnalyzeReport = {
  range: RangeKey;
  bucket: "day" | "week" | "month";
  buckets: string[];
  activity: { bucket: string; downloads: number; filed: number }[];
  sites: { site: string; downloads: number; size_mb: number }[];
  traffic: { site: string; points: TrafficPoint[] }[];
  sub_to_filed: { count: number; median_hours: number };
  quality: Count[];
  groups: Count[];
  /** have | missing | skipped | unchecked; empty: no subtitle engine. */
  subtitles: Count[];
};

export const analyzeQueryOptions = (range: RangeKey) =>
  queryOptions({
    queryKey: ["movie", "analyze", range],
    queryFn: () => getConfig<AnalyzeReport>(`/api/movie/analyze?range=${range}`),
    refetchOnWindowFocus: true,
  });
