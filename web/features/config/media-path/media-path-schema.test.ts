import { describe, expect, it } from "vitest";
import { zhLL } from "../../../../tests/unit/i18n";
import { issuesOf } from "../../../../tests/unit/schema";
import {
  createMediaPathSchema,
  type MediaPathItem,
  newMediaPath,
  toMediaPaths,
  toMediaPathValues,
} from "./media-path-schema";

const schema = createMediaPathSchema(zhLL());
const good = (over: Partial<MediaPathItem> = {}): MediaPathItem => ({
  ...newMediaPath(),
  download_path: "/downloads/movie",
  source_dir: "/data/downloads/movie",
  target_dir: "/media/movie",
  ...over,
});

describe("media path schema", () => {
  it("accepts complete cards", () => {
    expect(issuesOf(schema, { paths: [good(), good({ type: "tv" })] })).toEqual({});
    expect(issuesOf(schema, { paths: [] })).toEqual({});
  });

  it("says what is missing on each card, under its field", () => {
    const empty = good({ download_path: " ", source_dir: "", target_dir: "" });
    expect(issuesOf(schema, { paths: [good(), empty] })).toEqual({
      "paths.1.download_path": "下载保存路径不能为空",
      "paths.1.source_dir": "下载路径装载到容器的路径不能为空",
      "paths.1.target_dir": "目标路径不能为空",
    });
  });

  it("wants absolute container and target paths (the download path may be any client's)", () => {
    const rel = good({ download_path: "D:\\dl", source_dir: "data/dl", target_dir: "media" });
    expect(issuesOf(schema, { paths: [rel] })).toEqual({
      "paths.0.source_dir": "下载路径装载到容器的路径必须是绝对路径",
      "paths.0.target_dir": "目标路径必须是绝对路径",
    });
  });

  it("needs no target for XX and 其他", () => {
    for (const type of ["xx", "other"] as const) {
      expect(issuesOf(schema, { paths: [good({ type, target_dir: "" })] }), type).toEqual({});
    }
  });

  it("starts with one 电影/硬链接 card and sends the cards without their keys", () => {
    const { paths } = toMediaPathValues([]);
    expect(paths).toHaveLength(1);
    expect(paths[0]).toMatchObject({
      type: "movie",
      file_process_mode: "link",
      use_area_folder: false,
    });
    const sent = toMediaPaths({ paths: [good({ qbit_cate: " movie " })] });
    expect(sent[0]).not.toHaveProperty("uid");
    expect(sent[0]?.qbit_cate).toBe("movie");
  });
});
