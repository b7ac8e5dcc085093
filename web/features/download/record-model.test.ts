import { describe, expect, it } from "vitest";
import { zhLL } from "../../../tests/unit/i18n";
import { readFilters, toQuery, writeFilters } from "./record-filters";
import { episodeRange, recordText, recordTitle, shownStatus, sourceLink } from "./record-model";
import { sampleRecord } from "./test-records";

const LL = zhLL();

describe("download record model", () => {
  it("titles movies with the year and shows with season and episode range", () => {
    expect(recordTitle(LL, sampleRecord())).toBe("千与千寻(2001)");
    const show = sampleRecord({
      movie_name: "三体",
      movie_type: "TV",
      season_index: 1,
      episodes: "1,2,3,4,5",
    });
    expect(recordTitle(LL, show)).toBe("三体 第1季 第1-5集");
    expect(recordTitle(LL, { ...show, episodes: "" })).toBe("三体 第1季");
  });

  it("writes episode lists as ranges", () => {
    expect(episodeRange("3,1,2,7,9,8")).toBe("1-3,7-9");
    expect(episodeRange("5")).toBe("5");
    expect(episodeRange("")).toBe("");
  });

  it("shows a downloading record without live data as 下载完成", () => {
    const r = sampleRecord();
    expect(shownStatus(r, undefined)).toBe(1);
    expect(
      shownStatus(r, { hash: "abc", progress: 3, dlspeed_str: "", upspeed_str: "", size_str: "" }),
    ).toBe(0);
    expect(shownStatus({ ...r, download_status: 2 }, undefined)).toBe(2);
  });

  it("uses the subject for unrecognised records and links Douban first", () => {
    expect(recordText(sampleRecord())).toBe("宫崎骏作品");
    expect(recordText(sampleRecord({ download_status: 3 }))).toBe("千与千寻 | 宫崎骏");
    expect(sourceLink(sampleRecord())).toBe("https://hdsky.me/details.php?id=1");
    expect(sourceLink(sampleRecord({ douban_id: 1291561 }))).toBe(
      "https://movie.douban.com/subject/1291561/",
    );
  });

  it("keeps the filters in the URL, showing unrecognised by default", () => {
    const f = readFilters(new URLSearchParams(""));
    expect(f).toEqual({ hideUnknown: false, status: "", type: "", site: "", user: "", tmdb: "" });
    const url = writeFilters(new URLSearchParams("x=1"), {
      ...f,
      hideUnknown: true,
      status: "1",
      site: "hdsky",
    });
    expect(url.toString()).toBe("x=1&unknown=hide&status=1&site=hdsky");
    expect(toQuery(readFilters(url))).toEqual({
      filter_unknown: true,
      status: "1",
      movie_type: "",
      site_name: "hdsky",
      user_id: "",
      tmdb_id: "",
    });
  });
});
