import { useQuery } from "@tanstack/react-query";
import { useI18nContext } from "../../../i18n/i18n-react";
import { movieMetadataQueryOptions } from "../api/get-movie-metadata";
import { ConfigPage } from "../config-page";
import { QueryGate } from "../query-gate";
import { MovieMetadataForm } from "./movie-metadata-form";

/** /setup/movie-metadata (the wizard's last step) and /config/movie-metadata. */
export function MovieMetadataSettingsPage() {
  const { LL } = useI18nContext();
  const query = useQuery(movieMetadataQueryOptions());
  return (
    <ConfigPage subtitle={LL.configServices.movieMetadata.subtitle()}>
      <QueryGate query={query}>{(data) => <MovieMetadataForm initial={data} />}</QueryGate>
    </ConfigPage>
  );
}
