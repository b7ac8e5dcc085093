import { describe, expect, it } from "vitest";
import { zhLL } from "../../../../../tests/unit/i18n";
import { issuesOf } from "../../../../../tests/unit/schema";
import type { ScraperSetting } from "../api/get-scraper";
import { createScraperSchema, toScraperSetting, toScraperValues } from "./scraper-schema";

const stored: ScraperSetting = {
  generate_nfo: true,
  enable_download_image: true,
  use_cn_person_name: true,
  person_nfo_path: "/config/metadata/People",
  hd_poster: true,
  hd_background: false,
  langs_priority: ["en", "zh"],
  image_source: ["TheMovieDB"],
  season_image_source: [],
  future_option: { level: 3 },
};

describe("scraper values", () => {
  it("lists every source and language, the stored ones first", () => {
    const v = toScraperValues(stored);
    expect(v.langs_priority).toEqual(["en", "zh"]);
    expect(v.image_source).toEqual({ order: ["TheMovieDB", "FanArt"], enabled: ["TheMovieDB"] });
    expect(v.season_image_source).toEqual({ order: ["FanArt", "TheMovieDB"], enabled: [] });
  });

  it("defaults missing keys as screens.md says", () => {
    const v = toScraperValues({});
    expect(v).toMatchObject({
      generate_nfo: true,
      enable_download_image: true,
      hd_background: false,
    });
    expect(v.image_source.enabled).toEqual(["FanArt", "TheMovieDB"]);
  });

  it("sends unknown keys back, enabled sources in order, pictures off without NFO", () => {
    const v = toScraperValues(stored);
    v.generate_nfo = false;
    v.image_source = { order: ["FanArt", "TheMovieDB"], enabled: ["TheMovieDB", "FanArt"] };
    const body = toScraperSetting(v, stored);
    expect(body.future_option).toEqual({ level: 3 });
    expect(body.enable_download_image).toBe(false);
    expect(body.image_source).toEqual(["FanArt", "TheMovieDB"]);
    expect(body.season_image_source).toEqual([]);
  });

  it("caps the people folder as the server does", () => {
    const schema = createScraperSchema(zhLL());
    const v = { ...toScraperValues(stored), person_nfo_path: "p".repeat(4097) };
    expect(issuesOf(schema, v)).toEqual({
      person_nfo_path: "人员数据NFO和图片目录不能超过4096个字符",
    });
  });
});
