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
  return { save: (call) => flow.save(call), footer: configFooter(flow) };
}

type SaveFlow = ReturnType<typeof useSaveFlow>;

/**
 * What stands under a /config/* form: the save's answer, then the buttons
 * (saveLabel overrides 保存). Forms of /config/* alone (媒体文件夹, 影片元数据,
 * 评分规则) keep their own save flow and take only this.
 */
export function configFooter(flow: SaveFlow, saveLabel?: string): FormFrame["footer"] {
  return (submitting) => (
    <>
      <FormFeedback error={flow.error} saved={flow.outcome} />
      <FormActions mode={flow.mode} submitting={submitting} saveLabel={saveLabel} />
    </>
  );
}
