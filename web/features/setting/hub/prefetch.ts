import type { RoutePrefetch } from "../../../lib/route-prefetch";
import { downloadClientsQueryOptions } from "../download-client/api/get-download-clients";
import { sitesQueryOptions } from "../download-client/api/get-sites";
import { mediaServersQueryOptions } from "../media-server/api/get-media-servers";
import { healthQueryOptions } from "./api/get-health";
import { licenseDetailQueryOptions } from "./api/get-license-detail";
import { movieMetadataStatusQueryOptions } from "./api/get-movie-metadata-status";
import { notifyQueryOptions } from "./api/get-notify";
import { statusQueryOptions } from "./api/get-status";
import { subscribeConfigQueryOptions } from "./api/get-subscribe-config";
import { tasksQueryOptions } from "./api/get-tasks";

/** /setting/index: each section's own call, all at once (setting-hub-page.tsx). */
export const settingHubPrefetch: RoutePrefetch = (queryClient) => {
  void queryClient.prefetchQuery(healthQueryOptions());
  void queryClient.prefetchQuery(licenseDetailQueryOptions());
  void queryClient.prefetchQuery(mediaServersQueryOptions());
  void queryClient.prefetchQuery(downloadClientsQueryOptions());
  void queryClient.prefetchQuery(sitesQueryOptions());
  void queryClient.prefetchQuery(movieMetadataStatusQueryOptions());
  void queryClient.prefetchQuery(notifyQueryOptions());
  void queryClient.prefetchQuery(statusQueryOptions());
  void queryClient.prefetchQuery(tasksQueryOptions());
  void queryClient.prefetchQuery(subscribeConfigQueryOptions());
};
