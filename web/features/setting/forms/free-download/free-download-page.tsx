import { useQuery } from "@tanstack/react-query";
import { ExternalLink } from "../../../../components/external-link";
import { useI18nContext } from "../../../../i18n/i18n-react";
import { settingFreeDownloadQueryOptions } from "../api/get-free-download";
import { SettingFormPage } from "../setting-form-page";
import { FreeDownloadForm } from "./free-download-form";
import { TrafficSection } from "./traffic-section";

const HOW_TO = "https://yee329.notion.site/28702cf23a834c2380eb8ff34de68ea5";

/** /setting/edit-free-download (设置流量管理). */
export function SettingFreeDownloadPage() {
  const { LL } = useI18nContext();
  const t = LL.configForms.freeDownload;
  const query = useQuery(settingFreeDownloadQueryOptions());
  const intro = (
    <p>
      {t.subtitle()} <ExternalLink href={HOW_TO}>{t.learnMore()}</ExternalLink>
    </p>
  );
  return (
    <SettingFormPage query={query} intro={intro} after={<TrafficSection />}>
      {(data) => <FreeDownloadForm initial={data} />}
    </SettingFormPage>
  );
}
