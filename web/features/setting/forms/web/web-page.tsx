import { useQuery } from "@tanstack/react-query";
import { useI18nContext } from "../../../../i18n/i18n-react";
import { useLazySchema } from "../../../../lib/lazy-schema";
import { webQueryKey } from "../../../config/api/get-web";
import { WebForm } from "../../../config/web/web-form";
import { settingWebQueryKey, settingWebQueryOptions } from "../api/get-web";
import { saveSettingWeb } from "../api/save-web";
import { SettingFormPage } from "../setting-form-page";
import { useSettingFrame } from "../use-setting-frame";
import { createWebSchema, toSettingWeb, toWebValues } from "./web-schema";

/** /setting/edit-web (网站访问设置). */
export function SettingWebPage() {
  const { LL } = useI18nContext();
  const query = useQuery(settingWebQueryOptions());
  // /config/web shows the same stored record.
  const frame = useSettingFrame([settingWebQueryKey, webQueryKey]);
  const schema = useLazySchema(() => createWebSchema(LL), [LL]);
  return (
    <SettingFormPage query={query}>
      {(data) => (
        <WebForm
          id="setting-web"
          label={LL.routes.settingEditWeb()}
          texts={LL.settingForms.web}
          initial={toWebValues(data)}
          host
          schema={schema}
          send={(v) => saveSettingWeb(toSettingWeb(v))}
          frame={frame}
        />
      )}
    </SettingFormPage>
  );
}
