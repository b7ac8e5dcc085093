import { describe, expect, it } from "vitest";
import { zhLL } from "../../../../tests/unit/i18n";
import { issuesOf } from "../../../../tests/unit/schema";
import type { DownloadClientValues } from "./download-client-schema";
import {
  createDownloadClientSchema,
  toDownloadClientSettings,
  toDownloadClientValues,
} from "./download-client-schema";

const schema = createDownloadClientSchema(zhLL());
const base: DownloadClientValues = {
  type: "qbittorrent",
  url: "http://qb:8080",
  username: "admin",
  password: "adminadmin",
  need_login: true,
  monitor_all_torrents: false,
};

describe("download client schema", () => {
  it("accepts a full form", () => {
    expect(issuesOf(schema, base)).toEqual({});
  });

  it("wants the account of qBittorrent only when 需要登陆 is on", () => {
    expect(issuesOf(schema, { ...base, username: " ", password: "" })).toEqual({
      username: "登陆账号不能为空",
      password: "登陆密码不能为空",
    });
    expect(issuesOf(schema, { ...base, need_login: false, username: "", password: "" })).toEqual(
      {},
    );
    for (const type of ["transmission", "aria2"] as const) {
      expect(issuesOf(schema, { ...base, type, username: "", password: "" }), type).toEqual({});
    }
  });

  it("keeps a password of spaces (the server does not trim it)", () => {
    expect(issuesOf(schema, { ...base, password: "  " })).toEqual({});
    expect(toDownloadClientSettings({ ...base, username: " a ", password: " p " })).toMatchObject({
      username: "a",
      password: " p ",
    });
  });

  it("checks the address like every other form", () => {
    expect(issuesOf(schema, { ...base, url: "http://" })).toEqual({ url: "访问地址不能为空" });
    expect(issuesOf(schema, { ...base, url: "qb:8080" })).toEqual({
      url: "访问地址必须是以http://或https://开头的网址",
    });
  });

  it("starts a fresh form at qBittorrent with 需要登陆 on", () => {
    expect(toDownloadClientValues({})).toEqual({
      type: "qbittorrent",
      url: "http://",
      username: "",
      password: "",
      need_login: true,
      monitor_all_torrents: false,
    });
  });
});
