import { useQuery } from "@tanstack/react-query";
import { ExternalLink } from "../../../../components/external-link";
import { useI18nContext } from "../../../../i18n/i18n-react";
import { cookieCloudQueryOptions } from "../api/get-cookie-cloud";
import { SettingFormPage } from "../setting-form-page";
import { CookieCloudForm } from "./cookie-cloud-form";

const PROJECT = "https://github.com/easychen/CookieCloud";

/** /setting/cookie-cloud (CookieCloud设置): a screen the original never had. */
export function CookieCloudPage() {
  const { LL } = useI18nContext();
  const t = LL.settingForms.cookieCloud;
  const query = useQuery(cookieCloudQueryOptions());
  const intro = (
    <p>
      {t.intro()} <ExternalLink href={PROJECT}>{t.project()}</ExternalLink>
    </p>
  );
  return (
    <SettingFormPage query={query} intro={intro}>
      {(data) => <CookieCloudForm initial={data} />}
    </SettingFormPage>
  );
}
