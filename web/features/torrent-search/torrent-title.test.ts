import { describe, expect, it } from "vitest";
import { zhLL } from "../../../tests/unit/i18n";
import { torrent } from "./test-torrents";
import { episodeText, seasonText, torrentTitle } from "./torrent-title";

const tr = zhLL().torrentSearch.torrent;

describe("torrent title", () => {
  it("adds the year to a movie", () => {
    expect(torrentTitle(torrent(), tr)).toBe("沙丘2(2024)");
  });

  it("names seasons and episodes", () => {
    const tv = (s: NonNullable<Parameters<typeof torrent>[0]>["tv_series"]) =>
      torrent({ movie_type: "TV", cn_name: "漫长的季节", movie_release_year: 2023, tv_series: s });
    expect(torrentTitle(tv({ season_start: 1, ep_full_index: [3] }), tr)).toBe(
      "漫长的季节 第1季 第3集(2023)",
    );
    expect(seasonText(tv({ season_start: 1, season_end: 3 }), tr)).toBe("第1-3季");
    expect(episodeText(tv({ season_start: 1, ep_full_index: [1, 2, 3, 4] }), tr)).toBe("第1-4集");
    expect(
      episodeText(
        tv({ season_start: 1, ep_full_index: [1, 2, 3], contains_complete_ep: true }),
        tr,
      ),
    ).toBe("全3集");
    expect(episodeText(tv({ season_start: 1, contains_complete_ep: true }), tr)).toBe("全集");
  });
});
