import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../../lib/api/config-request";

/** One subscription's ("sub") or custom subscription's ("custom_sub") own rules. */
export type ScopedRules = { scope: "sub" | "custom_sub"; id: number; rules: string };

/** 自定义识别词 (an addition): the global rules text, one rule a line, and the scoped sets. */
export type RecognitionRules = { rules: string; scoped?: ScopedRules[] | null };

export const recognitionRulesQueryKey = ["setting", "get_recognition_rules"] as const;

/** GET /api/setting/get_recognition_rules. */
export const recognitionRulesQueryOptions = () =>
  queryOptions({
    queryKey: recognitionRulesQueryKey,
    queryFn: () => getConfig<RecognitionRules>("/api/setting/get_recognition_rules"),
  });
