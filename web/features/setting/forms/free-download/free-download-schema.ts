import type { TranslationFunctions } from "../../../../i18n/i18n-types";
import { type } from "../../../../lib/ark";
import { intInRange, toInt } from "../../../../lib/field-rules";
import {
  createFreeDownloadSchema,
  type FreeDownloadValues,
  toFreeDownloadSettings,
  toFreeDownloadValues,
} from "../../../config/free-download/free-download-schema";
import type { SettingFreeDownload } from "../api/get-free-download";

/** The /config form's values plus the torrent limit, kept as typed. */
export type SettingFreeDownloadValues = FreeDownloadValues & { maximum_active_torrent: string };

/** The server's upper bound for counts (server/settings maxCount). */
const MAX_COUNT = 1_000_000_000;

/**
 * The /config/free-download rules (same server checks, same words) and
 * 最大活跃刷流种子数: a whole number, 0 = unlimited.
 */
export function createSettingFreeDownloadSchema(LL: TranslationFunctions) {
  const t = LL.freeDownloadForms.setting;
  return createFreeDownloadSchema(LL).and(
    type({
      maximum_active_torrent: intInRange({ min: 0, max: MAX_COUNT, message: t.maxActiveInvalid() }),
    }),
  );
}

/** screens.md defaults, for whatever an answer lacks (an upstream may send null). */
const DEFAULTS: SettingFreeDownload = {
  enable: false,
  save_path: "/downloads",
  available_space: 1024,
  avg_statistics_period: 10,
  upload_mbps_maximum: 30,
  accept_hr: false,
  maximum_active_torrent: 0,
};

export function toSettingFreeDownloadValues(
  s: Partial<SettingFreeDownload>,
): SettingFreeDownloadValues {
  const present = Object.entries(s).filter(([, v]) => v !== null && v !== undefined);
  const merged: SettingFreeDownload = { ...DEFAULTS, ...Object.fromEntries(present) };
  return {
    ...toFreeDownloadValues(merged),
    maximum_active_torrent: String(merged.maximum_active_torrent),
  };
}

export function toSettingFreeDownload(v: SettingFreeDownloadValues): SettingFreeDownload {
  return {
    ...toFreeDownloadSettings(v),
    maximum_active_torrent: toInt(v.maximum_active_torrent),
  };
}
