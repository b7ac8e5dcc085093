import { useQuery } from "@tanstack/react-query";
import { useI18nContext } from "../../../i18n/i18n-react";
import { useLazySchema } from "../../../lib/lazy-schema";
import { webQueryKey, webQueryOptions } from "../api/get-web";
import { saveWeb } from "../api/save-web";
import { useConfigFrame } from "../config-frame";
import { ConfigPage } from "../config-page";
import { QueryGate } from "../query-gate";
import { WebForm } from "./web-form";
import { createWebSchema, toWebSettings, toWebValues } from "./web-schema";

/** /setup/web and /config/web. */
export function WebSettingsPage() {
  const { LL } = useI18nContext();
  const query = useQuery(webQueryOptions());
  const frame = useConfigFrame(webQueryKey);
  const schema = useLazySchema(() => createWebSchema(LL), [LL]);
  return (
    <ConfigPage subtitle={LL.configServices.web.subtitle()}>
      <QueryGate query={query}>
        {(data) => (
          <WebForm
            id="config-web"
            label={LL.routes.setupWeb()}
            texts={LL.configServices.web}
            initial={{ ...toWebValues(data), host: "" }}
            schema={schema}
            send={(v) => saveWeb(toWebSettings(v))}
            frame={frame}
          />
        )}
      </QueryGate>
    </ConfigPage>
  );
}
