import { useQuery } from "@tanstack/react-query";
import { settingMovieMetadataQueryOptions } from "../api/get-movie-metadata";
import { MetadataHostsForm } from "../metadata-hosts/metadata-hosts-form";
import { SettingFormPage } from "../setting-form-page";
import { ApiKeyForm } from "./api-key-form";

/** /setting/edit-fanart (设置FanArt API; not linked from the hub, reached by its address). */
export function FanartSettingPage() {
  const query = useQuery(settingMovieMetadataQueryOptions());
  return (
    <SettingFormPage query={query}>
      {(data) => (
        <>
          <ApiKeyForm site="fanart" initial={data} />
          <MetadataHostsForm group="fanart" initial={data} />
        </>
      )}
    </SettingFormPage>
  );
}
