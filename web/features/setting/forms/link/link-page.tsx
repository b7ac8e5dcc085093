import { useQuery } from "@tanstack/react-query";
import { linkSettingQueryOptions } from "../api/get-link-setting";
import { SettingFormPage } from "../setting-form-page";
import { LinkForm } from "./link-form";

/** /setting/edit-link (识别与整理设置). */
export function LinkSettingPage() {
  const query = useQuery(linkSettingQueryOptions());
  return <SettingFormPage query={query}>{(data) => <LinkForm initial={data} />}</SettingFormPage>;
}
