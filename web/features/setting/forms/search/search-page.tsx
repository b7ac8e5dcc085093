import { useQuery } from "@tanstack/react-query";
import { serverSettingQueryOptions } from "../api/get-server-setting";
import { SettingFormPage } from "../setting-form-page";
import { SearchForm } from "./search-form";

/** /setting/edit-search-setting (搜索设置). */
export function SearchSettingPage() {
  const query = useQuery(serverSettingQueryOptions());
  return <SettingFormPage query={query}>{(data) => <SearchForm initial={data} />}</SettingFormPage>;
}
