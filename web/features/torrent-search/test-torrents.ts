import type { Torrent } from "./api/search-keyword";

/** A search result with sensible defaults, for tests. */
export function torrent(over: Partial<Torrent> = {}): Torrent {
  return {
    id: over.id ?? 1,
    site_id: "hdsky",
    site_name: "天空",
    name: "Dune.Part.Two.2024.2160p.UHD.BluRay.x265-HDS",
    subject: "沙丘2 | 4K UHD 原盘压制",
    details_url: "https://hdsky.example/details.php?id=1",
    upload_count: 100,
    download_count: 3,
    size_mb: 30_000,
    media_source: "UHD BluRay",
    media_encoding: "H.265",
    resolution: "2160p",
    release_team: "HDS",
    download_volume_factor: 1,
    upload_volume_factor: 1,
    free_desc: "",
    minimum_ratio: 0,
    movie_release_year: 2024,
    movie_type: "Movie",
    cn_name: "沙丘2",
    en_name: "Dune Part Two",
    ...over,
  };
}
