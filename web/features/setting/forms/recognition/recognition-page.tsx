import { useQuery } from "@tanstack/react-query";
import { useI18nContext } from "../../../../i18n/i18n-react";
import { recognitionRulesQueryOptions } from "../api/get-recognition-rules";
import { SettingFormPage } from "../setting-form-page";
import { RecognitionForm } from "./recognition-form";
import "./recognition.css";

/** /setting/recognition-rules (自定义识别词, an addition): the rules, their forms and a live preview. */
export function RecognitionRulesPage() {
  const { LL } = useI18nContext();
  const query = useQuery(recognitionRulesQueryOptions());
  return (
    <SettingFormPage query={query} intro={<p>{LL.recognitionRules.intro()}</p>}>
      {(data) => <RecognitionForm initial={data} />}
    </SettingFormPage>
  );
}
