import type { TranslationFunctions } from "../../../i18n/i18n-types";
import type { LicenseDetail } from "../hub/api/get-license-detail";

/** Which plan card is the current one, if any. */
export type Plan = "trial" | "lifetime" | null;

/** The message line under the greeting (screens.md: by licenseType, days where they count). */
export function licenseMessage(detail: LicenseDetail, LL: TranslationFunctions): string {
  const t = LL.settingLog.license;
  const days = Math.max(0, Math.trunc(detail.expireDays ?? 0));
  if (detail.builtin) return t.builtin();
  switch (detail.licenseType) {
    case "FAMILY_VIP":
      return t.familyVip();
    case "VIP":
      return t.vip();
    case "SubVIP":
      return t.subVip({ days });
    case "ExperienceUser":
      return t.experience({ days });
    default:
      return t.unknown();
  }
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
