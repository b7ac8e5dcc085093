import { queryOptions } from "@tanstack/react-query";
import { getConfig } from "../../../../lib/api/config-request";

/** 自定义识别词 (an addition): the rules text, one rule a line. */
export type RecognitionRules = { rules: string };

export const recognitionRulesQueryKey = ["setting", "get_recognition_rules"] as const;

/** GET /api/setting/get_recognition_rules. */
export const recognitionRulesQueryOptions = () =>
  queryOptions({
    queryKey: recognitionRulesQueryKey,
    queryFn: () => getConfig<RecognitionRules>("/api/setting/get_recognition_rules"),
  });
