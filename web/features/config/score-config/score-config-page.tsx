import { useQuery } from "@tanstack/react-query";
import { useI18nContext } from "../../../i18n/i18n-react";
import { scoreConfigQueryOptions } from "../api/get-score-config";
import { ConfigPage } from "../config-page";
import { QueryGate } from "../query-gate";
import { ScoreConfigForm } from "./score-config-form";

/** /config/score-config (设置选种规则). */
export function ScoreConfigSettingsPage() {
  const { LL } = useI18nContext();
  const query = useQuery(scoreConfigQueryOptions());
  return (
    <ConfigPage subtitle={LL.configServices.scoreConfig.subtitle()}>
      <QueryGate query={query}>{(data) => <ScoreConfigForm initial={data} />}</QueryGate>
    </ConfigPage>
  );
}
