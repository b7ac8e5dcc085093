import { describe, expect, it } from "vitest";
import { zhLL } from "../../../../tests/unit/i18n";
import { issuesOf } from "../../../../tests/unit/schema";
import { createNicknameSchema, nicknameLength } from "./nickname-schema";

const schema = createNicknameSchema(zhLL());
const issues = (nickname: string) => issuesOf(schema, { nickname });

describe("nickname schema (upload_nickname's rules)", () => {
  it("refuses a blank name", () => {
    expect(issues("  ")).toEqual({ nickname: "昵称不能为空" });
  });

  it("allows 32 characters as the server counts them (an emoji is one)", () => {
    expect(nicknameLength("😀".repeat(32))).toBe(32);
    expect(issues("😀".repeat(32))).toEqual({});
    expect(issues("a".repeat(33))).toEqual({ nickname: "昵称不能超过32个字符" });
    expect(issues(` ${"a".repeat(32)} `)).toEqual({});
  });
});
