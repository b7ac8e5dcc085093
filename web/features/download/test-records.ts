import type { DownloadRecord } from "./api/record-list";

/** A record as record_list answers it, for the unit tests. */
export const sampleRecord = (over: Partial<DownloadRecord> = {}): DownloadRecord => ({
  id: 1,
  movie_name: "千与千寻",
  movie_year: 2001,
  movie_type: "Movie",
  torrent_name: "Spirited.Away.2001.1080p.BluRay.x264.FLAC-HDS",
  torrent_subject: "千与千寻 | 宫崎骏",
  torrent_hash: "abc",
  site_name: "hdsky",
  download_status: 0,
  desc: "宫崎骏作品",
  media_source: "BluRay",
  resolution: "1080p",
  media_encoding: "H.264",
  link_path: "",
  url: "https://hdsky.me/details.php?id=1",
  gmt_create: "2026-11-24 10:00:00",
  ...over,
});
