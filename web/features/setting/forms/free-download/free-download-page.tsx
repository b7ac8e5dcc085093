import { useQuery } from "@tanstack/react-query";
import { ExternalLink } from "../../../../components/external-link";
import { useI18nContext } from "../../../../i18n/i18n-react";
import { useLazySchema } from "../../../../lib/lazy-schema";
import { freeDownloadQueryKey } from "../../../config/api/get-free-download";
import { FreeDownloadForm } from "../../../config/free-download/free-download-form";
import {
  settingFreeDownloadQueryKey,
  settingFreeDownloadQueryOptions,
} from "../api/get-free-download";
import { saveSettingFreeDownload } from "../api/save-free-download";
import { SettingFormPage } from "../setting-form-page";
import { useSettingFrame } from "../use-setting-frame";
import {
  createSettingFreeDownloadSchema,
  toSettingFreeDownload,
  toSettingFreeDownloadValues,
} from "./free-download-schema";
import { TrafficSection } from "./traffic-section";

const HOW_TO = "https://yee329.notion.site/28702cf23a834c2380eb8ff34de68ea5";

/** /setting/edit-free-download (设置流量管理). */
export function SettingFreeDownloadPage() {
  const { LL } = useI18nContext();
  const t = LL.freeDownloadForms.config;
  const query = useQuery(settingFreeDownloadQueryOptions());
  // /config/free-download shows the same stored record.
  const frame = useSettingFrame([settingFreeDownloadQueryKey, freeDownloadQueryKey]);
  const schema = useLazySchema(() => createSettingFreeDownloadSchema(LL), [LL]);
  const intro = (
    <p>
      {t.subtitle()} <ExternalLink href={HOW_TO}>{t.learnMore()}</ExternalLink>
    </p>
  );
  return (
    <SettingFormPage query={query} intro={intro} after={<TrafficSection />}>
      {(data) => (
        <FreeDownloadForm
          id="setting-free-download"
          label={LL.routes.settingEditFreeDownload()}
          initial={toSettingFreeDownloadValues(data)}
          torrentLimit
          schema={schema}
          send={(v) => saveSettingFreeDownload(toSettingFreeDownload(v))}
          frame={frame}
        />
      )}
    </SettingFormPage>
  );
}
