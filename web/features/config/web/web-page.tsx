import { useQuery } from "@tanstack/react-query";
import { useI18nContext } from "../../../i18n/i18n-react";
import { webQueryOptions } from "../api/get-web";
import { ConfigPage } from "../config-page";
import { QueryGate } from "../query-gate";
import { WebForm } from "./web-form";

/** /setup/web and /config/web. */
export function WebSettingsPage() {
  const { LL } = useI18nContext();
  const query = useQuery(webQueryOptions());
  return (
    <ConfigPage subtitle={LL.configForms.web.subtitle()}>
      <QueryGate query={query}>{(data) => <WebForm initial={data} />}</QueryGate>
    </ConfigPage>
  );
}
