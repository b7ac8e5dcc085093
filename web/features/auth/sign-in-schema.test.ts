import { describe, expect, it } from "vitest";
import { zhLL } from "../../../tests/unit/i18n";
import { createSignInSchema } from "./sign-in-schema";

const schema = createSignInSchema(zhLL());

/** Field → message of each issue the standard-schema interface reports. */
function issues(value: { username: string; password: string }) {
  const result = schema["~standard"].validate(value);
  if (result instanceof Promise) throw new Error("sync schema expected");
  return Object.fromEntries((result.issues ?? []).map((i) => [String(i.path?.[0]), i.message]));
}

describe("sign-in schema", () => {
  it("accepts a filled-in form", () => {
    expect(issues({ username: "admin", password: "secret" })).toEqual({});
  });

  it("requires both fields with the seed's messages", () => {
    expect(issues({ username: "", password: "" })).toEqual({
      username: "必须填写账号",
      password: "必须填写密码",
    });
  });

  it("allows 255 characters and refuses 256 in each field", () => {
    const ok = "a".repeat(255);
    const long = "a".repeat(256);
    expect(issues({ username: ok, password: ok })).toEqual({});
    expect(issues({ username: long, password: long })).toEqual({
      username: "账号不能超过255个字符",
      password: "密码不能超过255个字符",
    });
  });
});
