import { useQuery } from "@tanstack/react-query";
import { useI18nContext } from "../../../i18n/i18n-react";
import { downloadClientQueryOptions } from "../api/get-download-client";
import { ConfigPage } from "../config-page";
import { QueryGate } from "../query-gate";
import { DownloadClientForm } from "./download-client-form";

/** /setup/download-client and /config/download-client. */
export function DownloadClientSettingsPage() {
  const { LL } = useI18nContext();
  const query = useQuery(downloadClientQueryOptions());
  return (
    <ConfigPage subtitle={LL.configServices.downloadClient.subtitle()}>
      <QueryGate query={query}>{(data) => <DownloadClientForm initial={data} />}</QueryGate>
    </ConfigPage>
  );
}
