import type { TranslationFunctions } from "../../../i18n/i18n-types";
import { type } from "../../../lib/ark";
import { intInRange, requiredText, toInt } from "../../../lib/field-rules";
import type { FreeDownloadSettings } from "../api/get-free-download";

/** The numbers stay text while typed; the schema decides whether they are numbers. */
export type FreeDownloadValues = {
  enable: boolean;
  save_path: string;
  available_space: string;
  avg_statistics_period: string;
  upload_mbps_maximum: string;
  accept_hr: boolean;
};

/** The server's upper bound for these counts; no real value comes near it. */
const MAX_COUNT = 1_000_000_000;

export function createFreeDownloadSchema(LL: TranslationFunctions) {
  const t = LL.freeDownloadForms.config;
  const atLeast = (min: number, message: string) => intInRange({ min, max: MAX_COUNT, message });
  return type({
    enable: "boolean",
    save_path: requiredText(t.savePathRequired()),
    available_space: atLeast(50, t.availableSpaceInvalid()),
    avg_statistics_period: atLeast(1, t.statisticsPeriodInvalid()),
    upload_mbps_maximum: atLeast(1, t.uploadMaxInvalid()),
    accept_hr: "boolean",
  });
}

export function toFreeDownloadValues(s: FreeDownloadSettings): FreeDownloadValues {
  return {
    enable: s.enable,
    save_path: s.save_path,
    available_space: String(s.available_space),
    avg_statistics_period: String(s.avg_statistics_period),
    upload_mbps_maximum: String(s.upload_mbps_maximum),
    // An older server's answer has no switch: off, as traffic management then behaves.
    accept_hr: s.accept_hr ?? false,
  };
}

export function toFreeDownloadSettings(v: FreeDownloadValues): FreeDownloadSettings {
  return {
    enable: v.enable,
    save_path: v.save_path.trim(),
    available_space: toInt(v.available_space),
    avg_statistics_period: toInt(v.avg_statistics_period),
    upload_mbps_maximum: toInt(v.upload_mbps_maximum),
    accept_hr: v.accept_hr,
  };
}
