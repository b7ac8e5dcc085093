import { describe, expect, it } from "vitest";
import "../../tests/unit/ark-loaded";
import { problemOf } from "./check-fields";
import {
  absolutePath,
  httpUrl,
  intInRange,
  maxChars,
  nonEmpty,
  normalizeUrl,
  proxyUrl,
  requiredText,
  toInt,
} from "./field-rules";

describe("requiredText / nonEmpty / maxChars", () => {
  it("requiredText refuses blank text, spaces included (the server trims)", () => {
    const rule = requiredText("必填");
    expect(problemOf(rule, "")).toBe("必填");
    expect(problemOf(rule, "   ")).toBe("必填");
    expect(problemOf(rule, " x ")).toBeUndefined();
  });

  it("nonEmpty keeps spaces as real characters (passwords)", () => {
    const rule = nonEmpty("必填");
    expect(problemOf(rule, "")).toBe("必填");
    expect(problemOf(rule, " ")).toBeUndefined();
  });

  it("maxChars counts the trimmed text", () => {
    const rule = maxChars(3, "太长");
    expect(problemOf(rule, " abc ")).toBeUndefined();
    expect(problemOf(rule, "abcd")).toBe("太长");
  });
});

describe("httpUrl", () => {
  const required = httpUrl({ required: "不能为空", invalid: "格式不对" });
  const optional = httpUrl({ invalid: "格式不对" });

  it("counts a bare scheme as empty, as the server does", () => {
    for (const v of ["", "http://", "https://", " HTTP:// ", "http:///"]) {
      expect(problemOf(required, v), v).toBe("不能为空");
      expect(problemOf(optional, v), v).toBeUndefined();
    }
  });

  it("accepts http(s) addresses with a host", () => {
    for (const v of [
      "http://nas:8096",
      " https://emby.example/ ",
      "http://[::1]:9091",
      "http://h/a/b",
    ]) {
      expect(problemOf(required, v), v).toBeUndefined();
    }
  });

  it("refuses other schemes and hostless or spaced text", () => {
    for (const v of ["nas:8096", "ftp://x", "http:///path", "http://a b", "mr.lan"]) {
      expect(problemOf(required, v), v).toBe("格式不对");
    }
  });

  it("normalizes like the server: trimmed, no trailing slash, bare scheme empty", () => {
    expect(normalizeUrl(" http://x/// ")).toBe("http://x");
    expect(normalizeUrl("https://")).toBe("");
  });
});

describe("proxyUrl", () => {
  const rule = proxyUrl("代理不对");
  it("allows empty and http, https, socks5 proxies (with an account)", () => {
    for (const v of [
      "",
      " ",
      "http://localhost:8030",
      "https://p:1",
      "socks5://user:pass@host:1080",
    ]) {
      expect(problemOf(rule, v), v).toBeUndefined();
    }
  });
  it("refuses anything else", () => {
    for (const v of ["proxy.lan:8080", "ftp://p:1", "socks4://p:1", "http://"]) {
      expect(problemOf(rule, v), v).toBe("代理不对");
    }
  });
});

describe("absolutePath", () => {
  const rule = absolutePath({ required: "不能为空", notAbsolute: "必须是绝对路径" });
  it("wants a non-empty path starting at /", () => {
    expect(problemOf(rule, " ")).toBe("不能为空");
    expect(problemOf(rule, "data/dl")).toBe("必须是绝对路径");
    expect(problemOf(rule, " /data/dl ")).toBeUndefined();
  });
});

describe("intInRange / toInt", () => {
  const rule = intInRange({ min: 1, max: 65535, message: "端口不对" });
  it("wants a whole number within the bounds", () => {
    for (const v of ["1", "65535", " 1329 ", "+80"]) expect(problemOf(rule, v), v).toBeUndefined();
    for (const v of ["", "0", "65536", "13.5", "1e3", "abc", "-1"]) {
      expect(problemOf(rule, v), v).toBe("端口不对");
    }
  });
  it("reads the number back", () => {
    expect(toInt(" 1329 ")).toBe(1329);
  });
});
