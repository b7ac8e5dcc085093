import { describe, expect, it } from "vitest";
import { firstErrorMessage, visibleError } from "./text-field";

describe("field error helpers", () => {
  it("reads strings and standard-schema issues", () => {
    expect(firstErrorMessage([undefined, { message: "必须填写账号" }])).toBe("必须填写账号");
    expect(firstErrorMessage(["x", { message: "y" }])).toBe("x");
    expect(firstErrorMessage([])).toBeUndefined();
  });

  it("hides errors until the field was touched", () => {
    const errors = [{ message: "必须填写账号" }];
    expect(visibleError({ isTouched: false, errors })).toBeUndefined();
    expect(visibleError({ isTouched: true, errors })).toBe("必须填写账号");
  });
});
