import { useQuery } from "@tanstack/react-query";
import { useI18nContext } from "../../../i18n/i18n-react";
import { mediaServerQueryOptions } from "../api/get-media-server";
import { ConfigPage } from "../config-page";
import { QueryGate } from "../query-gate";
import { MediaServerForm } from "./media-server-form";

/** /setup/media-server and /config/media-server. */
export function MediaServerSettingsPage() {
  const { LL } = useI18nContext();
  const query = useQuery(mediaServerQueryOptions());
  return (
    <ConfigPage subtitle={LL.configServices.mediaServer.subtitle()}>
      <QueryGate query={query}>{(data) => <MediaServerForm initial={data} />}</QueryGate>
    </ConfigPage>
  );
}
