import type { TranslationFunctions } from "../../../i18n/i18n-types";
import type { LicenseDetail } from "../hub/api/get-license-detail";
import { licenseWords } from "./license-words";

/** Which plan card is the current one, if any. */
export type Plan = "trial" | "lifetime" | null;

/** The message line under the greeting, in whole days left. */
export function licenseMessage(detail: LicenseDetail, LL: TranslationFunctions): string {
  const days = Math.max(0, Math.trunc(detail.expireDays ?? 0));
  return licenseWords(detail, LL.settingLog.license, days);
}

/** A permanent licence (or the built-in backend, which unlocks everything) is the lifetime plan. */
export function currentPlan(detail: LicenseDetail): Plan {
  if (detail.builtin) return null;
  if (detail.licenseType === "VIP" || detail.licenseType === "FAMILY_VIP") return "lifetime";
  if (detail.licenseType === "ExperienceUser") return "trial";
  return null;
}

export function isPermanent(detail: LicenseDetail): boolean {
  return (
    detail.builtin === true || detail.licenseType === "VIP" || detail.licenseType === "FAMILY_VIP"
  );
}
