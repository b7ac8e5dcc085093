import { useQueryClient } from "@tanstack/react-query";
import { useSetAtom } from "jotai";
import { useState } from "react";
import { useI18nContext } from "../../i18n/i18n-react";
import { errorMessage } from "../../lib/error-message";
import { toast } from "../../lib/toaster";
import { refreshStatuses, statusOverridesAtom, withOverride } from "./subscription-state";
import { identityOf, type MediaItem, type SubStatus } from "./types";

/**
 * Runs one subscription call for a title: success toasts the server's message,
 * shows `next` on every card of the title at once and refetches the lists;
 * a refusal toasts its message and changes nothing. `next` may be read from
 * the answer (re_version answers the new status).
 */
export function useSubAction() {
  const { LL } = useI18nContext();
  const queryClient = useQueryClient();
  const setOverrides = useSetAtom(statusOverridesAtom);
  const [busy, setBusy] = useState(false);

  async function run(
    item: MediaItem,
    call: () => Promise<{ message: string; data?: unknown }>,
    next: SubStatus | null | ((data: unknown) => SubStatus | null),
  ): Promise<boolean> {
    const identity = identityOf(item);
    setBusy(true);
    try {
      const { message, data } = await call();
      const status = typeof next === "function" ? next(data) : next;
      if (message) void toast.success(message);
      const before = item.serverStatus !== undefined ? item.serverStatus : item.status;
      setOverrides((map) => withOverride(map, identity, { status, before }));
      await refreshStatuses(queryClient);
      return true;
    } catch (error) {
      void toast.error(errorMessage(error) ?? LL.common.somethingWentWrong());
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { busy, run };
}
