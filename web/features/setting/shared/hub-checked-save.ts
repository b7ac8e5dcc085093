import type { Saved } from "../../../lib/api/config-request";
import { toast } from "../../../lib/toaster";
import { type CheckedSave, HEALTH_UP, type Health } from "../../config/api/health";

/**
 * For useSettingSave's run(): a save whose answer carries the health of a
 * real connection check (media servers, download clients). The entry is
 * saved either way; when the service did not answer, the server's message
 * ("已保存，但连接失败：…") is a warning toast instead of a success one.
 */
export function warnWhenDown(
  call: () => Promise<Saved<CheckedSave | null>>,
): () => Promise<Saved<CheckedSave | null>> {
  return async () => {
    const saved = await call();
    const health = saved.data?.health;
    if (!health || health.status === HEALTH_UP) return saved;
    if (saved.message) void toast.warning(saved.message);
    return { ...saved, message: "" };
  };
}

/**
 * A list entry's last check. The built-in backend sends the whole health;
 * an upstream (proxy mode) only the status code, which is enough for the tag.
 */
export function entryHealth(
  entry: { status: number; health?: Health } | undefined,
): Health | undefined {
  if (!entry) return undefined;
  return entry.health ?? { status: entry.status, message: "", version: "", checked_at: "" };
}
