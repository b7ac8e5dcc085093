import { useQuery } from "@tanstack/react-query";
import { useI18nContext } from "../../../i18n/i18n-react";
import { mediaPathQueryOptions } from "../api/get-media-path";
import { ConfigPage } from "../config-page";
import { QueryGate } from "../query-gate";
import { MediaPathForm } from "./media-path-form";

/** /setup/media-path and /config/media-path. */
export function MediaPathSettingsPage() {
  const { LL } = useI18nContext();
  const query = useQuery(mediaPathQueryOptions());
  return (
    <ConfigPage subtitle={LL.configMediaPath.subtitle()}>
      <QueryGate query={query}>{(data) => <MediaPathForm initial={data} />}</QueryGate>
    </ConfigPage>
  );
}
