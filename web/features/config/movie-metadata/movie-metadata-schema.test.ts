import { describe, expect, it } from "vitest";
import { zhLL } from "../../../../tests/unit/i18n";
import { issuesOf } from "../../../../tests/unit/schema";
import { createMovieMetadataSchema } from "./movie-metadata-schema";

const schema = createMovieMetadataSchema(zhLL());

describe("movie metadata schema", () => {
  it("needs only the TMDB key", () => {
    expect(issuesOf(schema, { tmdb_api_key: "k", fanart_api_key: "", proxies: "" })).toEqual({});
    expect(issuesOf(schema, { tmdb_api_key: " ", fanart_api_key: "", proxies: "" })).toEqual({
      tmdb_api_key: "TMDB API密钥不能为空",
    });
  });

  it("takes an http, https or socks5 proxy", () => {
    for (const proxies of ["http://localhost:8030", "socks5://user:pass@host:1080"]) {
      expect(issuesOf(schema, { tmdb_api_key: "k", fanart_api_key: "", proxies })).toEqual({});
    }
    expect(
      issuesOf(schema, { tmdb_api_key: "k", fanart_api_key: "", proxies: "proxy:8080" }),
    ).toEqual({
      proxies: "代理设置必须是以http://、https://或socks5://开头的地址",
    });
  });
});
