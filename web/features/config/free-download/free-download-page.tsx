import { useQuery } from "@tanstack/react-query";
import { ExternalLink } from "../../../components/external-link";
import { useI18nContext } from "../../../i18n/i18n-react";
import { useLazySchema } from "../../../lib/lazy-schema";
import { freeDownloadQueryKey, freeDownloadQueryOptions } from "../api/get-free-download";
import { saveFreeDownload } from "../api/save-free-download";
import { useConfigFrame } from "../config-frame";
import { ConfigPage } from "../config-page";
import { QueryGate } from "../query-gate";
import { FreeDownloadForm } from "./free-download-form";
import {
  createFreeDownloadSchema,
  toFreeDownloadSettings,
  toFreeDownloadValues,
} from "./free-download-schema";

const HOW_TO = "https://yee329.notion.site/28702cf23a834c2380eb8ff34de68ea5";

/** /config/free-download (流量管理). */
export function FreeDownloadSettingsPage() {
  const { LL } = useI18nContext();
  const t = LL.freeDownloadForms.config;
  const query = useQuery(freeDownloadQueryOptions());
  const frame = useConfigFrame(freeDownloadQueryKey);
  const schema = useLazySchema(() => createFreeDownloadSchema(LL), [LL]);
  const subtitle = (
    <>
      {t.subtitle()} <ExternalLink href={HOW_TO}>{t.learnMore()}</ExternalLink>
    </>
  );
  return (
    <ConfigPage subtitle={subtitle}>
      <QueryGate query={query}>
        {(data) => (
          <FreeDownloadForm
            id="config-free-download"
            label={LL.routes.configFreeDownload()}
            initial={{ ...toFreeDownloadValues(data), maximum_active_torrent: "" }}
            schema={schema}
            send={(v) => saveFreeDownload(toFreeDownloadSettings(v))}
            frame={frame}
          />
        )}
      </QueryGate>
    </ConfigPage>
  );
}
