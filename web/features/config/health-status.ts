import type { Intent } from "@blueprintjs/core";
import type { TranslationFunctions } from "../../i18n/i18n-types";

// HealthStatus of api-contract §3.1: 0 未设置 (primary) · 1 可用 (success) ·
// 2 异常 (error) · anything else 未知 (info).

type HealthKey = "unset" | "up" | "down" | "unknown";

const BY_STATUS: Record<number, { key: HealthKey; intent: Intent }> = {
  0: { key: "unset", intent: "primary" },
  1: { key: "up", intent: "success" },
  2: { key: "down", intent: "danger" },
};

/** Label and intent of a health status code. */
export function healthStatus(
  LL: TranslationFunctions,
  status: unknown,
): { label: string; intent: Intent } {
  const entry = typeof status === "number" ? BY_STATUS[status] : undefined;
  const { key, intent } = entry ?? { key: "unknown" as const, intent: "none" as const };
  return { label: LL.configForms.health[key](), intent };
}
