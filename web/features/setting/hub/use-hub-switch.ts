import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { useI18nContext } from "../../../i18n/i18n-react";
import type { Saved } from "../../../lib/api/config-request";
import { errorMessage } from "../../../lib/error-message";
import { toast } from "../../../lib/toaster";

export type HubSwitchOptions<V> = {
  /** The call that flips the switch on the server. */
  call: (vars: V) => Promise<Saved<unknown>>;
  /** Refetched afterwards, so the row shows what the server stored. */
  queryKey: QueryKey;
  /** The toast for the server's message (the subtitle switch adds "restart"). */
  describe?: (message: string) => string;
};

/**
 * A switch on a hub row: the server's message as a toast, a refusal as an
 * error toast, and in both cases a refetch of the section it belongs to.
 */
export function useHubSwitch<V>({ call, queryKey, describe }: HubSwitchOptions<V>) {
  const { LL } = useI18nContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: ({ message }) => {
      if (message) void toast.success(describe ? describe(message) : message);
    },
    onError: (err) => void toast.error(errorMessage(err) ?? LL.common.saveFailed()),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
