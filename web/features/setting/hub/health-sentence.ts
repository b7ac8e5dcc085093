import type { TranslationFunctions } from "../../../i18n/i18n-types";
import type { HealthSummary } from "./api/get-health";

/**
 * The banner's sentence in the user's language, built from the services the
 * server lists (the same rule as server/health.Summarize); an upstream that
 * lists none keeps its own (Chinese) sentence.
 */
export function healthSentence(LL: TranslationFunctions, summary: HealthSummary): string {
  const { services } = summary;
  if (!services) return summary.message;
  const t = LL.firstRun.health;
  if (services.length === 0) return t.none();
  const down = services.filter((s) => s.status === "down").map((s) => s.name);
  if (down.length > 0) return t.down({ count: down.length, names: down.join(t.separator()) });
  const unchecked = services.filter((s) => s.status !== "up").map((s) => s.name);
  if (unchecked.length > 0) return t.checking({ names: unchecked.join(t.separator()) });
  return t.allUp();
}
