import { useQueryClient } from "@tanstack/react-query";
import { useSetAtom } from "jotai";
import { toast } from "../../lib/toaster";
import { useBusyAction } from "../use-busy-action";
import { refreshStatuses, statusOverridesAtom, withOverride } from "./subscription-state";
import { identityOf, type MediaItem, type SubStatus } from "./types";

/**
 * Runs one subscription call for a title: success toasts the server's message,
 * shows `next` on every card of the title at once and refetches the lists;
 * a refusal toasts its message and changes nothing. `next` may be read from
 * the answer (re_version answers the new status).
 */
export function useSubAction() {
  const queryClient = useQueryClient();
  const setOverrides = useSetAtom(statusOverridesAtom);
  const { busy, attempt } = useBusyAction();

  function run(
    item: MediaItem,
    call: () => Promise<{ message: string; data?: unknown }>,
    next: SubStatus | null | ((data: unknown) => SubStatus | null),
  ): Promise<boolean> {
    const identity = identityOf(item);
    return attempt(async () => {
      const { message, data } = await call();
      const status = typeof next === "function" ? next(data) : next;
      if (message) void toast.success(message);
      const before = item.serverStatus !== undefined ? item.serverStatus : item.status;
      setOverrides((map) => withOverride(map, identity, { status, before }));
      await refreshStatuses(queryClient);
    });
  }

  return { busy, run };
}
