import { useQuery } from "@tanstack/react-query";
import { settingMovieMetadataQueryOptions } from "../api/get-movie-metadata";
import { MetadataHostsForm } from "../metadata-hosts/metadata-hosts-form";
import { SettingFormPage } from "../setting-form-page";
import { DoubanForm } from "./douban-form";

/** /setting/edit-douban (设置豆瓣电影). */
export function DoubanSettingPage() {
  const query = useQuery(settingMovieMetadataQueryOptions());
  return (
    <SettingFormPage query={query}>
      {(data) => (
        <>
          <DoubanForm initial={data} />
          <MetadataHostsForm group="douban" initial={data} />
        </>
      )}
    </SettingFormPage>
  );
}
