import { Button, Callout } from "@blueprintjs/core";
import { useState } from "react";
import { TextField } from "../../components/text-field";
import { useI18nContext } from "../../i18n/i18n-react";
import { errorMessage } from "../../lib/error-message";
import { testReplaceText } from "./api/test-replace-text";
import type { Rule } from "./api/types";
import { RuleDialog } from "./rule-dialog";
import { RENAME_TYPES, type RenameType } from "./rule-drafts";

/** 设置/编辑自动重命名规则, with 测试 through tools/test_replace_text. */
export function RenameDialog(props: {
  rule: Rule | null;
  onSave: (rule: Rule) => void;
  onClose: () => void;
}) {
  const { LL } = useI18nContext();
  const t = LL.customSub.renameDialog;
  const editing = props.rule !== null;
  const [type, setType] = useState<RenameType>(
    (props.rule?.type as RenameType) ?? "replaceTorrentName",
  );
  const [match, setMatch] = useState(String(props.rule?.args.repl_expression ?? ""));
  const [replacement, setReplacement] = useState(String(props.rule?.args.string ?? ""));
  const [sample, setSample] = useState("");
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const test = async () => {
    try {
      setOutcome({
        ok: true,
        text: t.result({ text: await testReplaceText(sample, match, replacement) }),
      });
    } catch (err) {
      setOutcome({ ok: false, text: errorMessage(err) ?? LL.common.somethingWentWrong() });
    }
  };

  return (
    <RuleDialog
      id="rename"
      texts={t}
      editing={editing}
      types={RENAME_TYPES}
      type={type}
      onType={setType}
      saveDisabled={match === ""}
      onSave={() => props.onSave({ type, args: { repl_expression: match, string: replacement } })}
      onClose={props.onClose}
    >
      <TextField
        id="rename-match"
        label={t.match()}
        helper={t.matchHelp()}
        value={match}
        onChange={setMatch}
      />
      <TextField
        id="rename-replace"
        label={t.replace()}
        value={replacement}
        onChange={setReplacement}
      />
      <TextField
        id="rename-sample"
        label={t.testText()}
        value={sample}
        onChange={setSample}
        rightElement={<Button text={t.test()} onClick={() => void test()} />}
      />
      {outcome && (
        <Callout compact intent={outcome.ok ? "success" : "danger"} role="status">
          {outcome.text}
        </Callout>
      )}
    </RuleDialog>
  );
}
