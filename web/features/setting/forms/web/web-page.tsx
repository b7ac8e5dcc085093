import { useQuery } from "@tanstack/react-query";
import { settingWebQueryOptions } from "../api/get-web";
import { SettingFormPage } from "../setting-form-page";
import { WebForm } from "./web-form";

/** /setting/edit-web (网站访问设置). */
export function SettingWebPage() {
  const query = useQuery(settingWebQueryOptions());
  return <SettingFormPage query={query}>{(data) => <WebForm initial={data} />}</SettingFormPage>;
}
