import { FormGroup, TextArea } from "@blueprintjs/core";
import { useState } from "react";
import { useLocation } from "wouter";
import { DialogFrame } from "../../components/dialog-frame";
import { useBusyAction } from "../../components/use-busy-action";
import { useI18nContext } from "../../i18n/i18n-react";
import { paths } from "../../lib/paths";
import { parseRuleString } from "./api/parse-sub-rule-string";
import { handOver } from "./imported-rule";

/** 导入订阅: the pasted private rule is read by the server, then the editor opens pre-filled. */
export function ImportDialog(props: { onClose: () => void }) {
  const { LL } = useI18nContext();
  const t = LL.customSub.import;
  const [, navigate] = useLocation();
  const [rule, setRule] = useState("");
  const { busy, attempt } = useBusyAction();

  const submit = async () => {
    await attempt(async () => {
      const parsed = await parseRuleString(rule);
      handOver(parsed);
      navigate(paths.subscribe.editCustomSub, { state: { rule: parsed } });
    });
  };

  return (
    <DialogFrame
      isOpen
      title={t.title()}
      onClose={props.onClose}
      busy={busy}
      submit={{ text: t.submit(), disabled: rule.trim() === "", onClick: () => void submit() }}
    >
      <FormGroup label={t.rule()} labelFor="import-rule">
        <TextArea
          id="import-rule"
          fill
          rows={6}
          value={rule}
          onChange={(e) => setRule(e.currentTarget.value)}
        />
      </FormGroup>
    </DialogFrame>
  );
}
