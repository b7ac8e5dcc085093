import type { TranslationFunctions } from "../../../i18n/i18n-types";
import type { LicenseDetail } from "../hub/api/get-license-detail";

/** Which plan card is the current one, if any. */
export type Plan = "trial" | "lifetime" | null;

/** A licence's words in one screen's voice: the hub's short line, or the licence page's sentence. */
export type LicenseTexts = {
  builtin: () => string;
  familyVip: () => string;
  vip: () => string;
  subVip: (arg: { days: number }) => string;
  experience: (arg: { days: number }) => string;
  unknown: () => string;
};

/** By licenseType, days where they count; the built-in backend needs no licence (screens.md). */
export function licenseWords(detail: LicenseDetail, t: LicenseTexts, days: number): string {
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
