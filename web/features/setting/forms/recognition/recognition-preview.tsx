import { Callout, HTMLTable } from "@blueprintjs/core";
import { useState } from "react";
import { BusyButton } from "../../../../components/busy-button";
import { ErrorBanner } from "../../../../components/error-banner";
import { TextField } from "../../../../components/text-field";
import { useI18nContext } from "../../../../i18n/i18n-react";
import { errorMessage } from "../../../../lib/error-message";
import { previewRecognition, type RecognitionPreview } from "../api/preview-recognition";
import { previewRows } from "./recognition-rows";

const ID = "setting-recognition-preview";

/**
 * 预览: a name (and its subject line) read with the rules as typed, saved or
 * not, beside what it reads without them; the rows the rules change stand out.
 */
export function RecognitionPreviewBox({ rules }: { rules: string }) {
  const { LL } = useI18nContext();
  const t = LL.recognitionRules;
  const [name, setName] = useState("");
  const [subject, setSubject] = useState("");
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<RecognitionPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const nameError = touched && !name.trim() ? t.nameRequired() : undefined;

  async function run() {
    setTouched(true);
    if (!name.trim()) return;
    setBusy(true);
    setError(null);
    try {
      setAnswer(await previewRecognition({ name, subject, rules }));
    } catch (err) {
      setAnswer(null);
      setError(errorMessage(err) ?? LL.common.saveFailed());
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="mr-recognition-preview" aria-labelledby={`${ID}-title`}>
      <h2 id={`${ID}-title`} className="bp6-heading mr-setting-hosts-title">
        {t.preview()}
      </h2>
      <p className="bp6-text-muted">{t.previewHelp()}</p>
      <TextField
        id={`${ID}-name`}
        label={t.name()}
        value={name}
        error={nameError}
        onChange={setName}
        onBlur={() => undefined}
      />
      <TextField
        id={`${ID}-subject`}
        label={t.subject()}
        value={subject}
        onChange={setSubject}
        onBlur={() => undefined}
      />
      <div className="mr-setting-actions">
        <BusyButton
          size="large"
          text={t.previewButton()}
          loading={busy}
          onClick={() => void run()}
        />
      </div>
      <div aria-live="polite">
        {error && <ErrorBanner message={error} />}
        {answer && <PreviewTable answer={answer} />}
      </div>
    </section>
  );
}

function PreviewTable({ answer }: { answer: RecognitionPreview }) {
  const { LL } = useI18nContext();
  const t = LL.recognitionRules;
  const rows = previewRows(LL, answer.before, answer.after);
  const verdict = answer.blocked ? t.blocked() : answer.changed ? t.changed() : t.unchanged();
  return (
    <>
      <Callout
        compact
        intent={answer.blocked ? "warning" : answer.changed ? "success" : "none"}
        className="mr-setting-callout"
      >
        {verdict}
      </Callout>
      <div className="mr-recognition-table">
        <HTMLTable compact striped>
          <thead>
            <tr>
              <th scope="col">{t.field()}</th>
              <th scope="col">{t.before()}</th>
              <th scope="col">{t.after()}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className={row.changed ? "mr-recognition-changed" : undefined}>
                <th scope="row">{row.label}</th>
                <td>{row.before}</td>
                <td>{row.after}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
    </>
  );
}
