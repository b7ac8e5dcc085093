import { describe, expect, it } from "vitest";
import { zhLL } from "../../../../../tests/unit/i18n";
import { issuesOf } from "../../../../../tests/unit/schema";
import { createLinkSchema, toLinkSetting, toLinkValues } from "./link-schema";

const schema = createLinkSchema(zhLL());
const base = toLinkValues({
  movie_filename_format: "{{ title }}",
  movie_folder_format: "{{ title }}",
  tv_filename_format: "{{ title }}",
  tv_folder_format: "{{ title }}",
});

describe("edit-link schema", () => {
  it("needs the four formats, named as the server names them", () => {
    expect(issuesOf(schema, base)).toEqual({});
    expect(issuesOf(schema, toLinkValues({}))).toEqual({
      movie_filename_format: "电影文件名格式不能为空",
      movie_folder_format: "电影文件夹格式不能为空",
      tv_filename_format: "剧集文件名格式不能为空",
      tv_folder_format: "剧集文件夹格式不能为空",
    });
    expect(issuesOf(schema, { ...base, tv_folder_format: "x".repeat(4097) })).toEqual({
      tv_folder_format: "剧集文件夹格式不能超过4096个字符",
    });
  });

  it("defaults: link, exact year and .unknown on; recognition always on", () => {
    expect(toLinkValues({ recognize: false })).toMatchObject({
      file_process_mode: "link",
      exact_year: true,
      use_unknown_dir: true,
      recognize: true,
    });
    expect(toLinkSetting({ ...base, recognize: false, movie_folder_format: " a " })).toMatchObject({
      recognize: true,
      movie_folder_format: "a",
    });
  });
});
