import type { QueryKey } from "@tanstack/react-query";
import { useI18nContext } from "../../i18n/i18n-react";
import { FormActions } from "./form-actions";
import { FormFeedback } from "./form-feedback";
import type { FormFrame } from "./form-frame";
import { useSaveFlow } from "./use-save-flow";

// Its own module: /setting/* renders the same forms (form-frame.tsx) and
// must not load the wizard's buttons and save flow with them.

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
