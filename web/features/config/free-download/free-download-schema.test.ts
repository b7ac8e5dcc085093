import { describe, expect, it } from "vitest";
import { zhLL } from "../../../../tests/unit/i18n";
import { issuesOf } from "../../../../tests/unit/schema";
import {
  createFreeDownloadSchema,
  type FreeDownloadValues,
  toFreeDownloadSettings,
  toFreeDownloadValues,
} from "./free-download-schema";

const schema = createFreeDownloadSchema(zhLL());
const defaults = toFreeDownloadValues({
  enable: false,
  save_path: "/downloads",
  available_space: 1024,
  avg_statistics_period: 10,
  upload_mbps_maximum: 30,
  accept_hr: false,
});
const check = (over: Partial<FreeDownloadValues>) => issuesOf(schema, { ...defaults, ...over });

describe("free download schema", () => {
  it("accepts the defaults and the smallest values", () => {
    expect(check({})).toEqual({});
    expect(
      check({ available_space: "50", avg_statistics_period: "1", upload_mbps_maximum: "1" }),
    ).toEqual({});
  });

  it("says the server's words for each field", () => {
    expect(check({ save_path: " " })).toEqual({ save_path: "下载保存路径不能为空" });
    expect(check({ available_space: "49" })).toEqual({
      available_space: "磁盘可用空间必须是不小于50的整数",
    });
    expect(check({ avg_statistics_period: "0" })).toEqual({
      avg_statistics_period: "下载数据统计周期必须是不小于1的整数",
    });
    expect(check({ upload_mbps_maximum: "0.5" })).toEqual({
      upload_mbps_maximum: "最大上传速率必须是不小于1的整数",
    });
  });

  it("sends numbers", () => {
    expect(toFreeDownloadSettings({ ...defaults, available_space: " 2048 " }).available_space).toBe(
      2048,
    );
  });
});
