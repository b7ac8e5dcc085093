import { describe, expect, it } from "vitest";
import { errorMessage, needsSetup } from "./error-message";

describe("errorMessage", () => {
  it("reads thrown errors, server bodies and the HTTP client's fallback string", () => {
    expect(errorMessage(new Error("账号或密码错误"))).toBe("账号或密码错误");
    expect(errorMessage({ code: 1, message: "服务器错误" })).toBe("服务器错误");
    expect(errorMessage("Something went wrong")).toBe("Something went wrong");
  });

  it("gives undefined when there is nothing to show, so the caller's fallback applies", () => {
    expect(errorMessage(new Error(""))).toBeUndefined();
    expect(errorMessage({ code: 1 })).toBeUndefined();
    expect(errorMessage({ message: 42 })).toBeUndefined();
    expect(errorMessage({ code: 1, message: "" })).toBeUndefined();
    expect(errorMessage("")).toBeUndefined();
    expect(errorMessage(null)).toBeUndefined();
  });
});

describe("needsSetup", () => {
  it("is the server's reason setup, and nothing else", () => {
    expect(needsSetup({ code: 1, message: "未设置TMDB API Key", reason: "setup" })).toBe(true);
    expect(needsSetup({ code: 1, message: "x", reason: "other" })).toBe(false);
    expect(needsSetup({ code: 1, message: "x" })).toBe(false);
    expect(needsSetup(null)).toBe(false);
    expect(needsSetup("setup")).toBe(false);
  });
});
