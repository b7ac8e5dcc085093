import { describe, expect, it } from "vitest";
import type { LibraryRow } from "./api/get-media-library";
import { defaultSort, pageOf, parseTmdbInput, sortRows, statusIntent } from "./library-rows";

const row = (name: string, status: number, media?: string): LibraryRow => ({
  name,
  path: `/in/${name}`,
  file_type_desc: "视频文件（MKV）",
  status,
  is_disc: false,
  disc_type: "",
  recognition_result: media
    ? { metadata: { name: media, release_date: "2010-07-16", media_type: "Movie" } }
    : undefined,
});

describe("library rows", () => {
  it("sorts by status descending by default, stable for equal keys", () => {
    const rows = [row("a", 0), row("b", 2, "盗梦空间"), row("c", 3), row("d", 2, "星际穿越")];
    expect(sortRows(rows, defaultSort).map((r) => r.name)).toEqual(["c", "b", "d", "a"]);
    expect(sortRows(rows, { column: "media", desc: false }).map((r) => r.name)[2]).toBe("b");
  });

  it("reads a TMDB id or address", () => {
    expect(parseTmdbInput("27205")).toEqual({ id: "27205" });
    expect(parseTmdbInput("https://www.themoviedb.org/tv/1396-breaking-bad")).toEqual({
      id: "1396",
      kind: "TV",
    });
    expect(parseTmdbInput("")).toEqual({ id: "" });
    expect(parseTmdbInput("not an id")).toBeNull();
  });

  it("pages and maps statuses", () => {
    const p = pageOf([1, 2, 3, 4, 5, 6, 7], 9, 5);
    expect(p).toEqual({ rows: [6, 7], pages: 2, page: 2 });
    expect(statusIntent(2)).toBe("success");
    expect(statusIntent(3)).toBe("danger");
    expect(statusIntent(9)).toBe("warning");
  });
});
