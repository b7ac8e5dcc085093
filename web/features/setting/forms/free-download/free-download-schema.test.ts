import { describe, expect, it } from "vitest";
import { zhLL } from "../../../../../tests/unit/i18n";
import { issuesOf } from "../../../../../tests/unit/schema";
import {
  createSettingFreeDownloadSchema,
  toSettingFreeDownload,
  toSettingFreeDownloadValues,
} from "./free-download-schema";

const schema = createSettingFreeDownloadSchema(zhLL());

describe("edit-free-download schema", () => {
  it("fills what an answer lacks with screens.md's defaults", () => {
    expect(
      toSettingFreeDownloadValues({ available_space: 2048, maximum_active_torrent: null as never }),
    ).toEqual({
      enable: false,
      save_path: "/downloads",
      available_space: "2048",
      avg_statistics_period: "10",
      upload_mbps_maximum: "30",
      accept_hr: false,
      maximum_active_torrent: "0",
    });
  });

  it("checks the /config fields and the torrent limit together, in the server's words", () => {
    const values = {
      ...toSettingFreeDownloadValues({}),
      save_path: " ",
      maximum_active_torrent: "-1",
    };
    expect(issuesOf(schema, values)).toEqual({
      save_path: "下载保存路径不能为空",
      maximum_active_torrent: "最大活跃刷流种子数必须是不小于0的整数",
    });
  });

  it("sends seven fields as numbers", () => {
    expect(
      toSettingFreeDownload(toSettingFreeDownloadValues({ maximum_active_torrent: 3 })),
    ).toEqual({
      enable: false,
      save_path: "/downloads",
      available_space: 1024,
      avg_statistics_period: 10,
      upload_mbps_maximum: 30,
      accept_hr: false,
      maximum_active_torrent: 3,
    });
  });
});
