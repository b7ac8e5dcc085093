import type { Intent } from "@blueprintjs/core";

type Finished = { success_count: number; failed_count: number; message?: string };

/**
 * How a finished job is shown: green only when nothing failed. A stopped
 * job warns; one where every file failed is an error, not "已经整理完毕".
 */
export function finishOutcome(s: Finished): { intent: Intent; allFailed: boolean } {
  if (s.message) return { intent: "warning", allFailed: false };
  if (s.failed_count > 0 && s.success_count === 0) return { intent: "danger", allFailed: true };
  return { intent: s.failed_count > 0 ? "warning" : "success", allFailed: false };
}
