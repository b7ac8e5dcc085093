import type { QueryKey } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useI18nContext } from "../../i18n/i18n-react";
import type { Saved } from "../../lib/api/config-request";
import { FormActions } from "./form-actions";
import { FormFeedback } from "./form-feedback";
import { useSaveFlow } from "./use-save-flow";

/**
 * What the route decides around a settings form that /config/* (and the
 * wizard) and /setting/* both render: how a save goes and where it leads,
 * and what stands under the fields (the answer and the buttons).
 */
export type FormFrame = {
  save: <T>(call: () => Promise<Saved<T>>) => Promise<unknown>;
  footer: (submitting: boolean) => ReactNode;
};

/** /config/* and the wizard: the answer stays on the page (or the wizard moves on). */
export function useConfigFrame(queryKey: QueryKey): FormFrame {
  const { LL } = useI18nContext();
  const flow = useSaveFlow(queryKey, LL.common.saveFailed());
  return {
    save: (call) => flow.save(call),
    footer: (submitting) => (
      <>
        <FormFeedback error={flow.error} saved={flow.outcome} />
        <FormActions mode={flow.mode} submitting={submitting} />
      </>
    ),
  };
}
