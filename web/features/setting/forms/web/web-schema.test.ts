import { describe, expect, it } from "vitest";
import { zhLL } from "../../../../../tests/unit/i18n";
import { issuesOf } from "../../../../../tests/unit/schema";
import { createWebSchema, toSettingWeb, toWebValues, type WebValues } from "./web-schema";

const schema = createWebSchema(zhLL());
const check = (over: Partial<WebValues>) =>
  issuesOf(schema, { server_url: "http://", host: "::", port: "1329", ...over });

describe("edit-web schema: server/settings WebSettingInput's checks and words", () => {
  it("takes the defaults, IP addresses and host names", () => {
    for (const host of [
      "::",
      "0.0.0.0",
      "[::1]",
      "fe80::1",
      "192.168.1.2",
      "nas.local",
      "my-host",
    ]) {
      expect(check({ host })).toEqual({});
    }
    expect(check({ server_url: "https://mr.example.com", port: "65535" })).toEqual({});
  });

  it("refuses what the server refuses", () => {
    expect(check({ host: " " })).toEqual({ host: "主机不能为空" });
    for (const host of ["[::1", "a_b", "-a.b", "::zz", "a..b", "1:2"]) {
      expect(check({ host })).toEqual({ host: "主机必须是IP地址（如 :: 或 0.0.0.0）或主机名" });
    }
    expect(check({ host: "a".repeat(256) })).toEqual({ host: "主机不能超过255个字符" });
    expect(check({ port: "0" })).toEqual({ port: "网站访问端口必须是1到65535之间的整数" });
    expect(check({ port: "70000" })).toEqual({ port: "网站访问端口必须是1到65535之间的整数" });
    expect(check({ server_url: "mr.example.com" })).toEqual({
      server_url: "站点访问地址必须是以http://或https://开头的网址",
    });
  });

  it("starts from screens.md's defaults and sends a number", () => {
    expect(toWebValues({ server_url: "", host: "", port: 0 })).toEqual({
      server_url: "http://",
      host: "::",
      port: "1329",
    });
    expect(toSettingWeb({ server_url: " http:// ", host: " :: ", port: " 8080 " })).toEqual({
      server_url: "http://",
      host: "::",
      port: 8080,
    });
  });
});
