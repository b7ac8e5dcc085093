import { Callout, Spinner } from "@blueprintjs/core";
import { type FormEvent, useState } from "react";
import { DialogFrame } from "../../components/dialog-frame";
import { TextField } from "../../components/text-field";
import { useI18nContext } from "../../i18n/i18n-react";
import { errorMessage } from "../../lib/error-message";
import { testDoubanDownload } from "./api/test-douban-download";

type Outcome = { ok: boolean; message: string } | "running" | null;

/** 测试下载保存路径规则: which rule and folder a Douban subject would get. */
export function DoubanTestDialog({ onClose }: { onClose: () => void }) {
  const { LL } = useI18nContext();
  const t = LL.smartDownload.douban;
  const [id, setId] = useState("");
  const [touched, setTouched] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const value = id.trim();
  const problem =
    value === ""
      ? t.errors.testIdRequired()
      : /^\d+$/.test(value)
        ? undefined
        : t.errors.testIdInvalid();

  async function run(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (problem) return;
    setOutcome("running");
    try {
      const answer = await testDoubanDownload(value);
      setOutcome({ ok: true, message: answer.message });
    } catch (err) {
      setOutcome({ ok: false, message: errorMessage(err) ?? LL.common.somethingWentWrong() });
    }
  }

  return (
    <DialogFrame
      isOpen
      onClose={onClose}
      title={t.testTitle()}
      form={{ noValidate: true, onSubmit: (event) => void run(event), "aria-label": t.testTitle() }}
      submit={{ text: t.testRun(), loading: outcome === "running" }}
    >
      <TextField
        id="douban-test-id"
        label={t.testId()}
        helper={t.testIdHelp()}
        value={id}
        onChange={setId}
        onBlur={() => setTouched(true)}
        error={touched ? problem : undefined}
        maxLength={20}
      />
      <div aria-live="polite">
        {outcome === "running" && (
          <Callout compact icon={<Spinner size={16} />}>
            {t.testing()}
          </Callout>
        )}
        {outcome && outcome !== "running" && (
          <Callout compact intent={outcome.ok ? "success" : "warning"}>
            {outcome.message}
          </Callout>
        )}
      </div>
    </DialogFrame>
  );
}
