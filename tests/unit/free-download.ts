// The 流量管理 settings a server stores, as /config/free-download and
// 设置 › 流量管理 (the same form plus the torrent limit) read them back.
export const storedFreeDownload = {
  enable: false,
  save_path: "/downloads",
  available_space: 1024,
  avg_statistics_period: 10,
  upload_mbps_maximum: 30,
};
