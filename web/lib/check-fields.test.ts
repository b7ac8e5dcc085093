import { type } from "arktype";
import { describe, expect, it } from "vitest";
import "../../tests/unit/ark-loaded";
import { checkFields, problemOf } from "./check-fields";
import { requiredText } from "./field-rules";

describe("checkFields", () => {
  const a = requiredText("a 必填");
  const b = requiredText("b 必填");
  const schema = type({ a: "string", b: "string" }).narrow((v, ctx) =>
    checkFields(ctx, [
      [["a"], a, v.a],
      [["b"], b, v.b],
    ]),
  );

  function issues(value: { a: string; b: string }) {
    const result = schema["~standard"].validate(value);
    if (result instanceof Promise) throw new Error("sync expected");
    return (result.issues ?? []).map((i) => [i.path?.join("."), i.message]);
  }

  it("reports every failing field at once, each at its own path", () => {
    expect(issues({ a: "", b: "" })).toEqual([
      ["a", "a 必填"],
      ["b", "b 必填"],
    ]);
    expect(issues({ a: "x", b: "" })).toEqual([["b", "b 必填"]]);
    expect(issues({ a: "x", b: "y" })).toEqual([]);
  });

  it("problemOf gives a rule's first message, or nothing", () => {
    expect(problemOf(a, "")).toBe("a 必填");
    expect(problemOf(a, "x")).toBeUndefined();
  });
});
