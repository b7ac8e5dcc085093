import { Callout, FormGroup, Spinner, Tab, Tabs, TextArea } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { DialogFrame } from "../../components/dialog-frame";
import { SelectField } from "../../components/select-field";
import { TextField } from "../../components/text-field";
import { useBusyAction } from "../../components/use-busy-action";
import { useI18nContext } from "../../i18n/i18n-react";
import { errorMessage } from "../../lib/error-message";
import { toast } from "../../lib/toaster";
import { getRuleString } from "./api/get-sub-rule-string";
import { ruleTagsQueryOptions } from "./api/get-sub-rule-tags";
import { shareRule } from "./api/share-sub-rule";

/**
 * 分享: 私密分享 (the share code, copied to the clipboard) and, only with a
 * community (not in built-in mode), 分享给所有人.
 */
export function ShareDialog(props: {
  subId: number;
  name: string;
  builtin: boolean;
  onClose: () => void;
}) {
  const { LL } = useI18nContext();
  const t = LL.customSub.share;
  const [tab, setTab] = useState<string>(props.builtin ? "private" : "all");
  const code = useQuery({
    queryKey: ["subscribe", "get_sub_rule_string", props.subId],
    queryFn: () => getRuleString(props.subId),
    enabled: tab === "private",
  });
  const tags = useQuery({ ...ruleTagsQueryOptions(), enabled: !props.builtin });
  const [name, setName] = useState(props.name);
  const [desc, setDesc] = useState("");
  const [tag, setTag] = useState("");
  const { busy, attempt } = useBusyAction();

  const submit = async () => {
    await attempt(async () => {
      if (tab === "private") {
        try {
          await navigator.clipboard.writeText(code.data ?? "");
          void toast.success(t.copied());
        } catch {
          void toast.warning(t.copyFailed());
          return;
        }
      } else {
        const done = await shareRule({ sub_id: props.subId, name, desc, tag });
        void toast.success(done.message);
      }
      props.onClose();
    });
  };

  const privatePanel = (
    <>
      {props.builtin && <Callout compact>{t.builtinNote()}</Callout>}
      {code.isLoading && <Spinner size={24} />}
      {code.isError && <p role="alert">{errorMessage(code.error)}</p>}
      {code.isSuccess && (
        <FormGroup label={t.code()} labelFor="share-code" className="mr-custom-code">
          <TextArea
            id="share-code"
            fill
            readOnly
            value={code.data}
            rows={5}
            onFocus={(e) => e.currentTarget.select()}
          />
        </FormGroup>
      )}
    </>
  );
  const allPanel = (
    <>
      <TextField id="share-name" label={t.name()} value={name} onChange={setName} />
      <TextField id="share-desc" label={t.desc()} value={desc} onChange={setDesc} />
      <SelectField
        id="share-tag"
        label={t.tag()}
        value={tag}
        options={[
          { value: "", label: "-" },
          ...(tags.data ?? []).map((x) => ({ value: x, label: x })),
        ]}
        onChange={setTag}
      />
    </>
  );
  return (
    <DialogFrame
      isOpen
      title={t.title()}
      onClose={props.onClose}
      busy={busy}
      className="mr-custom-dialog"
      submit={{
        text: t.submit(),
        disabled: tab === "private" && !code.isSuccess,
        onClick: () => void submit(),
      }}
    >
      {props.builtin ? (
        privatePanel
      ) : (
        <Tabs id="share-tabs" selectedTabId={tab} onChange={(id) => setTab(String(id))}>
          <Tab id="all" title={t.toAll()} panel={allPanel} />
          <Tab id="private" title={t.private()} panel={privatePanel} />
        </Tabs>
      )}
    </DialogFrame>
  );
}
