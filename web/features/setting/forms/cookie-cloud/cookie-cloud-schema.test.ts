import { describe, expect, it } from "vitest";
import { zhLL } from "../../../../../tests/unit/i18n";
import { issuesOf } from "../../../../../tests/unit/schema";
import {
  type CookieCloudValues,
  createCookieCloudSchema,
  testProblem,
  toCookieCloud,
} from "./cookie-cloud-schema";

const LL = zhLL();
const empty: CookieCloudValues = {
  server_url: "",
  uuid: "",
  password: "",
  sync_interval_minutes: "60",
  enable: false,
};
const check = (over: Partial<CookieCloudValues>) =>
  issuesOf(createCookieCloudSchema(LL), { ...empty, ...over });

describe("cookie-cloud schema: server/settings CookieCloudInput's checks and words", () => {
  it("switched off, may be saved half filled", () => {
    expect(check({})).toEqual({});
    expect(check({ server_url: "http://" })).toEqual({});
  });

  it("switched on, needs address, UUID and password", () => {
    expect(check({ enable: true })).toEqual({
      server_url: "服务器地址不能为空",
      uuid: "用户KEY（UUID）不能为空",
      password: "端对端加密密码不能为空",
    });
    expect(check({ enable: true, server_url: "http://cc:8088", uuid: "u", password: " " })).toEqual(
      {},
    );
  });

  it("checks the interval and the lengths", () => {
    for (const v of ["9", "10081", "1.5", ""]) {
      expect(check({ sync_interval_minutes: v })).toEqual({
        sync_interval_minutes: "同步间隔必须是10到10080之间的整数（分钟）",
      });
    }
    expect(check({ sync_interval_minutes: "10080" })).toEqual({});
    expect(check({ uuid: "u".repeat(256) })).toEqual({ uuid: "用户KEY（UUID）不能超过255个字符" });
    expect(check({ password: "p".repeat(1025) })).toEqual({
      password: "端对端加密密码不能超过1024个字符",
    });
    expect(check({ server_url: "cc:8088" })).toEqual({
      server_url: "服务器地址必须是以http://或https://开头的网址",
    });
  });

  it("a test needs the connection fields even while off, and ignores the interval", () => {
    expect(testProblem(LL, { ...empty, sync_interval_minutes: "x" })).toBe("服务器地址不能为空");
    const full = { ...empty, server_url: "http://cc", uuid: "u", password: "p" };
    expect(testProblem(LL, { ...full, sync_interval_minutes: "x" })).toBeUndefined();
  });

  it("sends the password as typed and the interval as a number", () => {
    expect(
      toCookieCloud({ ...empty, uuid: " u ", password: " p ", sync_interval_minutes: "30" }),
    ).toEqual({
      ...empty,
      uuid: "u",
      password: " p ",
      sync_interval_minutes: 30,
    });
  });
});
