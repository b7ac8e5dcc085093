import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../lib/api/config-request";

export type ScoreStrategy = "collection" | "compress" | "compact";
export const WEIGHT_KEYS = ["name", "type", "seeders", "completions", "subtitle", "free"] as const;
export type WeightKey = (typeof WEIGHT_KEYS)[number];
/** 0–100 each. */
export type ScoreWeights = Record<WeightKey, number>;
export type ScoreConfigSettings = {
  strategy: ScoreStrategy;
  keywords: string;
  weights: ScoreWeights;
};

export const scoreConfigQueryKey = ["config", "get_score_config"] as const;

/** GET /api/config/get_score_config (an addition: the original page was a static mock-up). */
export const scoreConfigQueryOptions = () =>
  queryOptions({
    queryKey: scoreConfigQueryKey,
    queryFn: () => getConfig<ScoreConfigSettings>("/api/config/get_score_config"),
  });
