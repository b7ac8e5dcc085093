import type { LicenseDetail } from "../hub/api/get-license-detail";

// Its own module: the hub shows these words in its own texts and must not
// reach license-status's reader of the settingLog namespace, which the
// hub's route does not load.

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
