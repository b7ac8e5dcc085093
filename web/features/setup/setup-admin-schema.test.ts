import { describe, expect, it } from "vitest";
import { zhLL } from "../../../tests/unit/i18n";
import { createSetupAdminSchema, type SetupAdminValues } from "./setup-admin-schema";

const schema = createSetupAdminSchema(zhLL());

function issues(value: SetupAdminValues) {
  const result = schema["~standard"].validate(value);
  if (result instanceof Promise) throw new Error("sync schema expected");
  return Object.fromEntries((result.issues ?? []).map((i) => [String(i.path?.[0]), i.message]));
}

const valid: SetupAdminValues = {
  username: "admin",
  password: "12345678",
  confirmPassword: "12345678",
};

describe("setup admin schema", () => {
  it("accepts a valid form", () => {
    expect(issues(valid)).toEqual({});
  });

  it("requires every field", () => {
    expect(issues({ username: "", password: "", confirmPassword: "" })).toEqual({
      username: "必须填写网站登陆账号",
      password: "必须填写登陆密码",
      confirmPassword: "必须填写确认密码",
    });
  });

  it("limits the account to 64 characters", () => {
    expect(issues({ ...valid, username: "a".repeat(64) })).toEqual({});
    expect(issues({ ...valid, username: "a".repeat(65) })).toEqual({
      username: "网站登陆账号不能超过64位",
    });
  });

  it("wants a password of 8 to 64 characters", () => {
    expect(issues({ ...valid, password: "1234567", confirmPassword: "1234567" })).toEqual({
      password: "登陆密码不能少于8位",
    });
    const max = "p".repeat(64);
    expect(issues({ ...valid, password: max, confirmPassword: max })).toEqual({});
    const long = "p".repeat(65);
    expect(issues({ ...valid, password: long, confirmPassword: long })).toEqual({
      password: "登陆密码不能超过64位",
      confirmPassword: "登陆密码不能超过64位",
    });
  });

  it("wants the confirmation to equal the password", () => {
    expect(issues({ ...valid, confirmPassword: "12345679" })).toEqual({
      confirmPassword: "两次输入的密码必须一致",
    });
  });
});
