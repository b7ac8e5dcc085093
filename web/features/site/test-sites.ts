import type { Site } from "../../components/api/get-sites";

/** 天空 as site/get_sites answers it (a cookie login, both uses on), for the unit tests. */
export const sampleSite = (over: Partial<Site> = {}): Site => ({
  id: 1,
  site_name: "hdsky",
  alias: "天空",
  username: "me",
  share_rate: "2.5",
  upload_size: 1,
  download_size: 1,
  status: 1,
  web_search: 1,
  smart_download: 0,
  traffic_management_status: 1,
  upload_kpi: 2048,
  cookie: "c=1",
  proxies: "",
  user_agent: "UA",
  auth_username: "",
  ...over,
});
