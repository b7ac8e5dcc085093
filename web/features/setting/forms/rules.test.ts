import { describe, expect, it } from "vitest";
import "../../../../tests/unit/ark-loaded";
import { zhLL } from "../../../../tests/unit/i18n";
import { textRule } from "./text-rule";
import { urlProblem } from "./url-rule";

const LL = zhLL();
const check = (raw: string, required = false) => urlProblem(LL, "服务器地址", raw, required);

describe("settingUrl: server/settings checkHTTPURL's checks and words", () => {
  it("takes http(s) addresses; blank and a bare http:// count as empty", () => {
    expect(check("http://127.0.0.1:8088")).toBeUndefined();
    expect(check("https://cc.example.com/base/")).toBeUndefined();
    expect(check("http://")).toBeUndefined();
    expect(check("  ")).toBeUndefined();
    expect(check("http://", true)).toBe("服务器地址不能为空");
  });

  it("refuses what the server refuses, in its order", () => {
    expect(check("ftp://x")).toBe("服务器地址必须是以http://或https://开头的网址");
    expect(check("http:host")).toBe("服务器地址必须是以http://或https://开头的网址");
    expect(check("example.com")).toBe("服务器地址必须是以http://或https://开头的网址");
    expect(check("http://a b")).toBe("服务器地址必须是以http://或https://开头的网址");
    expect(check("http://user:pw@host")).toBe("服务器地址不能包含账号或密码");
    expect(check("http://host/?a=1")).toBe("服务器地址不能包含“?”或“#”");
    expect(check("http://host/#x")).toBe("服务器地址不能包含“?”或“#”");
    expect(check(`http://h/${"a".repeat(2048)}`)).toBe("服务器地址不能超过2048个字符");
  });
});

describe("textRule", () => {
  const rule = textRule({ required: "主机不能为空", max: 3, tooLong: "主机不能超过3个字符" });
  const issue = (v: string) => rule["~standard"].validate(v) as { issues?: { message: string }[] };
  it("trims, then checks blank, then length", () => {
    expect(issue(" abc ").issues).toBeUndefined();
    expect(issue("  ").issues?.[0]?.message).toBe("主机不能为空");
    expect(issue("abcd").issues?.[0]?.message).toBe("主机不能超过3个字符");
  });
});
