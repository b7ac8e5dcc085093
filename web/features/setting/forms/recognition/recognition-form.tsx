import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { TextAreaField } from "../../../../components/schema-form/text-area-field";
import { useI18nContext } from "../../../../i18n/i18n-react";
import { useSettingSave } from "../../shared/use-setting-save";
import { type RecognitionRules, recognitionRulesQueryKey } from "../api/get-recognition-rules";
import { ruleScopesQueryOptions } from "../api/get-rule-scopes";
import { saveRecognitionRules } from "../api/save-recognition-rules";
import { SettingFormActions } from "../setting-form-actions";
import { RecognitionImpactBox } from "./recognition-impact";
import { RecognitionPreviewBox } from "./recognition-preview";
import { RecognitionScope } from "./recognition-scope";
import {
  bodyOf,
  effectiveRules,
  type RuleSets,
  rulesOf,
  type ScopeKey,
  setsOf,
  withRules,
} from "./rule-scopes";

const ID = "setting-recognition";
/** The pin's syntax (release.ParseRules), the same in every language. */
const PIN_EXAMPLE = "{[tmdbid=1399;s=2]}";
/** The search page's answers (torrent-search's search_keyword queries). */
const SEARCH_ANSWERS = ["movie", "search_keyword"] as const;
/** The server's cap (settings.maxRulesLen). */
const MAX_RULES = 50_000;

/**
 * 自定义识别词: whose rules are edited (适用范围: global, or one subscription's
 * or custom subscription's own), the rules text, the forms it takes, and 保存
 * (which stays: the preview below keeps its name; it reads under the global
 * rules plus the chosen scope's). The server reads every line on save; a
 * line it cannot read is its refusal, shown on the field, naming the line.
 */
export function RecognitionForm({ initial }: { initial: RecognitionRules }) {
  const { LL } = useI18nContext();
  const t = LL.recognitionRules;
  // Search answers the browser keeps (five minutes) were read under the
  // old rules: a save makes the next visit ask again, read under the new.
  const save = useSettingSave([recognitionRulesQueryKey, SEARCH_ANSWERS], { stay: true });
  const [sets, setSets] = useState<RuleSets>(() => setsOf(initial));
  const [scope, setScope] = useState<ScopeKey>("global");
  const lists = useQuery(ruleScopesQueryOptions()).data ?? { subs: [], custom: [] };
  const rules = rulesOf(sets, scope);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitting(true);
    try {
      await save.run(() => saveRecognitionRules(bodyOf(sets)));
    } finally {
      setSubmitting(false);
    }
  }

  const help = (
    <>
      {t.rulesHelp()}
      <span className="mr-recognition-forms">{t.formsTitle()}</span>
      <ul className="mr-recognition-forms-list">
        <li>{t.formReplace()}</li>
        <li>{t.formBlock()}</li>
        <li>{t.formOffset()}</li>
        <li>{t.formBoth()}</li>
        <li>{t.formPin({ pin: PIN_EXAMPLE })}</li>
      </ul>
    </>
  );

  return (
    <>
      <form
        noValidate
        onSubmit={(e) => void submit(e)}
        aria-label={LL.routes.settingRecognitionRules()}
      >
        <RecognitionScope lists={lists} sets={sets} scope={scope} onScope={setScope} />
        <TextAreaField
          id={`${ID}-rules`}
          label={t.rules()}
          value={rules}
          maxLength={MAX_RULES}
          minRows={6}
          maxRows={24}
          helper={save.error ? undefined : help}
          error={save.error ?? undefined}
          onChange={(text) => {
            setSets(withRules(sets, scope, text));
            save.clearError();
          }}
        />
        <SettingFormActions error={null} submitting={submitting} />
      </form>
      <RecognitionPreviewBox rules={effectiveRules(sets, scope)} />
      <RecognitionImpactBox body={bodyOf(sets)} />
    </>
  );
}
