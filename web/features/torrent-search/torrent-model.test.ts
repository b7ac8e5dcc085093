import { describe, expect, it } from "vitest";
import { torrent } from "./test-torrents";
import {
  applyFilters,
  compareQuality,
  facetOptions,
  groupTorrents,
  mostlyTV,
  NO_PROMOTION,
  promotionOf,
  valuesOf,
} from "./torrent-model";

describe("promotionOf", () => {
  it("names the promotion from the volume factors", () => {
    expect(promotionOf(torrent({ download_volume_factor: 0 }))).toBe("Free");
    expect(promotionOf(torrent({ download_volume_factor: 0, upload_volume_factor: 2 }))).toBe(
      "2xFree",
    );
    expect(promotionOf(torrent({ download_volume_factor: 0.5 }))).toBe("50%");
    expect(promotionOf(torrent({ download_volume_factor: 0.3 }))).toBe("30%");
    expect(promotionOf(torrent({ upload_volume_factor: 2 }))).toBe("2x");
    expect(promotionOf(torrent())).toBe("");
    expect(valuesOf(torrent(), "promo")).toEqual([NO_PROMOTION]);
  });
});

describe("facets and filters", () => {
  const tv = torrent({
    id: 2,
    movie_type: "TV",
    cn_name: "漫长的季节",
    tv_series: { season_start: 1, season_full_index: [1], ep_full_index: [1, 2, 3] },
  });
  const list = [
    torrent({ id: 1 }),
    torrent({ id: 3, resolution: "1080p", site_name: "馒头", movie_release_year: 2021 }),
    tv,
  ];

  it("offers the values found, best first", () => {
    expect(facetOptions(list, "resolution")).toEqual(["2160p", "1080p"]);
    expect(facetOptions(list, "year")).toEqual(["2024", "2021"]);
    expect(facetOptions(list, "episode")).toEqual(["1", "2", "3"]);
    expect(facetOptions(list, "site")).toEqual(["天空", "馒头"]);
  });

  it("offers the value in force even before a result has it", () => {
    expect(facetOptions(list, "episode", "7")).toEqual(["1", "2", "3", "7"]);
    expect(facetOptions(list, "site", "家园")).toEqual(["天空", "馒头", "家园"]);
    expect(facetOptions(list, "episode", "2")).toEqual(["1", "2", "3"]);
  });

  it("keeps the results matching every filter", () => {
    expect(applyFilters(list, { resolution: "2160p" }).map((t) => t.id)).toEqual([1, 2]);
    expect(applyFilters(list, { resolution: "2160p", episode: "2" }).map((t) => t.id)).toEqual([2]);
    expect(applyFilters(list, {})).toHaveLength(3);
  });

  it("offers seasons and episodes only when most results are TV", () => {
    expect(mostlyTV(list)).toBe(false);
    expect(mostlyTV([tv, tv, torrent()])).toBe(true);
  });
});

describe("groupTorrents", () => {
  it("groups by title and year with the best release first", () => {
    const dead4k = torrent({ id: 1, upload_count: 0 });
    const web = torrent({ id: 2, resolution: "1080p", media_source: "WEB-DL", upload_count: 500 });
    const remux = torrent({ id: 3, media_source: "Remux", upload_count: 5 });
    const other = torrent({
      id: 4,
      cn_name: "奥本海默",
      movie_release_year: 2023,
      upload_count: 50,
    });
    const groups = groupTorrents([dead4k, web, remux, other], "seeders");
    expect(groups.map((g) => g.title)).toEqual(["沙丘2", "奥本海默"]);
    // Remux 2160p with seeders beats the dead 4K and the popular 1080p; the rest by seeders.
    expect(groups[0]?.items.map((t) => t.id)).toEqual([3, 2, 1]);
  });

  it("orders groups by the chosen sort", () => {
    const small = torrent({ id: 1, cn_name: "甲", size_mb: 100 });
    const big = torrent({ id: 2, cn_name: "乙", size_mb: 9000 });
    expect(groupTorrents([small, big], "size").map((g) => g.title)).toEqual(["乙", "甲"]);
    const old = torrent({ id: 1, cn_name: "甲", publish_date: "2024-01-01 10:00:00" });
    const fresh = torrent({ id: 2, cn_name: "乙", publish_date: "2024-05-01 10:00:00" });
    expect(groupTorrents([old, fresh], "date").map((g) => g.title)).toEqual(["乙", "甲"]);
  });

  it("ranks alive, then resolution, source, promotion, seeders", () => {
    expect(compareQuality(torrent({ upload_count: 1 }), torrent({ upload_count: 0 }))).toBeLessThan(
      0,
    );
    expect(
      compareQuality(
        torrent({ download_volume_factor: 0 }),
        torrent({ download_volume_factor: 1 }),
      ),
    ).toBeLessThan(0);
  });
});
