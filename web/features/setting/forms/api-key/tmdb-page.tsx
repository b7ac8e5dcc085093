import { useQuery } from "@tanstack/react-query";
import { settingMovieMetadataQueryOptions } from "../api/get-movie-metadata";
import { MetadataHostsForm } from "../metadata-hosts/metadata-hosts-form";
import { SettingFormPage } from "../setting-form-page";
import { ApiKeyForm } from "./api-key-form";

/** /setting/edit-tmdb (设置TheMovieDB API; not linked from the hub, reached by its address). */
export function TmdbSettingPage() {
  const query = useQuery(settingMovieMetadataQueryOptions());
  return (
    <SettingFormPage query={query}>
      {(data) => (
        <>
          <ApiKeyForm site="tmdb" initial={data} />
          <MetadataHostsForm group="tmdb" initial={data} />
        </>
      )}
    </SettingFormPage>
  );
}
