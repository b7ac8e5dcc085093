import { describe, expect, it, vi } from "vitest";
import { toast } from "../../../lib/toaster";
import { entryHealth, warnWhenDown } from "./hub-checked-save";

const up = { status: 1, message: "", version: "1", checked_at: "t" };
const down = { status: 2, message: "连接被拒绝", version: "", checked_at: "t" };

describe("warnWhenDown", () => {
  it("passes a healthy save through for the success toast", async () => {
    const warning = vi.spyOn(toast, "warning").mockResolvedValue("");
    const saved = { message: "保存成功，连接正常", data: { health: up } };
    await expect(warnWhenDown(async () => saved)()).resolves.toBe(saved);
    expect(warning).not.toHaveBeenCalled();
  });

  it("turns a save whose service did not answer into a warning toast", async () => {
    const warning = vi.spyOn(toast, "warning").mockResolvedValue("");
    const saved = { message: "已保存，但连接失败：连接被拒绝", data: { health: down } };
    const out = await warnWhenDown(async () => saved)();
    expect(warning).toHaveBeenCalledWith("已保存，但连接失败：连接被拒绝");
    expect(out).toEqual({ ...saved, message: "" });
  });

  it("leaves an upstream's answer without health alone", async () => {
    const saved = { message: "保存成功", data: null };
    await expect(warnWhenDown(async () => saved)()).resolves.toBe(saved);
  });
});

describe("entryHealth", () => {
  it("prefers the whole health, else builds one from the status code", () => {
    expect(entryHealth(undefined)).toBeUndefined();
    expect(entryHealth({ status: 2, health: down })).toBe(down);
    expect(entryHealth({ status: 1 })).toEqual({
      status: 1,
      message: "",
      version: "",
      checked_at: "",
    });
  });
});
