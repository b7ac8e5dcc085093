import type { Intent } from "@blueprintjs/core";
import type { TranslationFunctions } from "../../i18n/i18n-types";

// Download record status (seed §3, screens.md §0.3): label and colour per code.

export type DownloadStatusCode = 0 | 1 | 2 | 3;

type StatusKey = keyof TranslationFunctions["download"]["status"];

export const DOWNLOAD_STATUS: Record<DownloadStatusCode, { key: StatusKey; intent: Intent }> = {
  0: { key: "downloading", intent: "primary" },
  1: { key: "completed", intent: "success" },
  2: { key: "deleted", intent: "danger" },
  3: { key: "unrecognized", intent: "warning" },
};

export function isDownloadStatus(code: unknown): code is DownloadStatusCode {
  return code === 0 || code === 1 || code === 2 || code === 3;
}

/** Label and intent for a code; unknown codes get no entry so callers choose their fallback. */
export function downloadStatus(
  LL: TranslationFunctions,
  code: unknown,
): { label: string; intent: Intent } | undefined {
  if (!isDownloadStatus(code)) return undefined;
  const { key, intent } = DOWNLOAD_STATUS[code];
  return { label: LL.download.status[key](), intent };
}
