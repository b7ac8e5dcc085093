import { type } from "arktype";
import { describe, expect, it } from "vitest";
import { issuesOf } from "../../tests/unit/schema";
import { type TextRule, textFieldsSchema, textRuleProblem } from "./text-rule";
import { boundedText } from "./validation";

const name: TextRule = { required: "必填", maxLength: 5, tooLong: "太长" };
const secret: TextRule = { ...name, minLength: 3, tooShort: "太短" };
const rules = { name, secret };

const VALUES = ["", " ", "ab", "abc", "abcde", "abcdef", "中文中文中文"];

describe("textFieldsSchema (sign-in's rules without ArkType)", () => {
  it("gives each rule's message, first broken rule first", () => {
    expect(textRuleProblem(secret, "")).toBe("必填");
    expect(textRuleProblem(secret, "ab")).toBe("太短");
    expect(textRuleProblem(secret, "abcdef")).toBe("太长");
    expect(textRuleProblem(secret, "abc")).toBeUndefined();
    expect(textRuleProblem({ ...name, minLength: 3 }, "ab")).toBe("必填");
  });

  it("reports exactly what ArkType reports for the same rules", () => {
    const ours = textFieldsSchema(rules);
    const arktype = type({ name: boundedText(name), secret: boundedText(secret) });
    for (const a of VALUES) {
      for (const b of VALUES) {
        const value = { name: a, secret: b };
        expect(issuesOf(ours, value), JSON.stringify(value)).toEqual(issuesOf(arktype, value));
      }
    }
    expect(issuesOf(ours, { name: "ok", secret: "fine" })).toEqual({});
  });

  it("passes a valid form through unchanged", () => {
    const value = { name: "ok", secret: "fine" };
    expect(textFieldsSchema(rules)["~standard"].validate(value)).toEqual({ value });
  });
});
