import type { TranslationFunctions } from "../../../i18n/i18n-types";
import { type } from "../../../lib/ark";
import { intInRange, maxChars, toInt } from "../../../lib/field-rules";
import {
  type ScoreConfigSettings,
  type ScoreStrategy,
  type ScoreWeights,
  WEIGHT_KEYS,
  type WeightKey,
} from "../api/get-score-config";

export type ScoreConfigValues = {
  strategy: ScoreStrategy;
  keywords: string;
  /** As typed (the slider writes whole numbers; the box may hold anything). */
  weights: Record<WeightKey, string>;
};

export const STRATEGIES: readonly ScoreStrategy[] = ["collection", "compress", "compact"];
export const KEYWORDS_MAX = 500;

export function createScoreConfigSchema(LL: TranslationFunctions) {
  const t = LL.configServices.scoreConfig;
  const weight = (key: WeightKey) =>
    intInRange({ min: 0, max: 100, message: t.weights[key].invalid() });
  return type({
    strategy: "'collection' | 'compress' | 'compact'",
    keywords: maxChars(KEYWORDS_MAX, t.keywordsTooLong()),
    weights: type({
      name: weight("name"),
      type: weight("type"),
      seeders: weight("seeders"),
      completions: weight("completions"),
      subtitle: weight("subtitle"),
      free: weight("free"),
    }),
  });
}

const mapWeights = <A, B>(w: Record<WeightKey, A>, f: (v: A) => B) =>
  Object.fromEntries(WEIGHT_KEYS.map((k) => [k, f(w[k])])) as Record<WeightKey, B>;

export function toScoreConfigValues(s: ScoreConfigSettings): ScoreConfigValues {
  return { strategy: s.strategy, keywords: s.keywords, weights: mapWeights(s.weights, String) };
}

export function toScoreConfigSettings(v: ScoreConfigValues): ScoreConfigSettings {
  const weights: ScoreWeights = mapWeights(v.weights, toInt);
  return { strategy: v.strategy, keywords: v.keywords.trim(), weights };
}
