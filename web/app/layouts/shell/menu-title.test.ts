import { describe, expect, it } from "vitest";
import { zhLL } from "../../../../tests/unit/i18n";
import { i18nObject } from "../../../i18n/i18n-util";
import { loadLocale } from "../../../i18n/i18n-util.sync";
import { menuTitle, roleTitle } from "./menu-title";

describe("menu titles and roles in the user's language", () => {
  zhLL();
  loadLocale("en");
  const en = i18nObject("en");

  it("translates our server's menu keys and keeps an upstream's own titles", () => {
    expect(menuTitle(en, { key: "appLog", title: "系统日志" })).toBe("System log");
    expect(menuTitle(en, { key: "system", title: "系统" })).toBe("System");
    expect(menuTitle(en, { title: "某插件" })).toBe("某插件");
    expect(menuTitle(en, { key: "somePlugin", title: "某插件" })).toBe("某插件");
    expect(menuTitle(en, { key: "toString", title: "原样" })).toBe("原样");
  });

  it("names the role by its number, else as the server did", () => {
    expect(roleTitle(en, { role: 1, role_name: "管理员" })).toBe("Administrator");
    expect(roleTitle(en, { role: 2, role_name: "普通用户" })).toBe("User");
    expect(roleTitle(en, { role: 7, role_name: "访客" })).toBe("访客");
  });
});
