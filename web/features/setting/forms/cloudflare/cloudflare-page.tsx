import { useQuery } from "@tanstack/react-query";
import { useI18nContext } from "../../../../i18n/i18n-react";
import { passCloudflareQueryOptions } from "../api/get-pass-cloudflare";
import { SettingFormPage } from "../setting-form-page";
import { CloudflareForm } from "./cloudflare-form";

/** /setting/pass-cloudflare (Cloudflare穿透设置): what it is for, then the one field. */
export function PassCloudflarePage() {
  const { LL } = useI18nContext();
  const t = LL.settingForms.cloudflare;
  const query = useQuery(passCloudflareQueryOptions());
  const intro = (
    <>
      <p>{t.intro()}</p>
      <p>{t.introLocal()}</p>
    </>
  );
  return (
    <SettingFormPage query={query} intro={intro}>
      {(data) => <CloudflareForm initial={data} />}
    </SettingFormPage>
  );
}
