import { describe, expect, it, vi } from "vitest";
import { validateOnEveryEvent } from "./form-validation";

function run(type: "blur" | "change" | "submit" | "mount" | "server", async = false) {
  const onDynamic = () => undefined;
  const onDynamicAsync = async () => undefined;
  const runValidation = vi.fn((props: { validators: unknown[] }) => props.validators);
  const result = validateOnEveryEvent({
    form: {} as never,
    validators: { onDynamic, onDynamicAsync },
    event: { type, async },
    runValidation,
  });
  return { result, onDynamic, onDynamicAsync };
}

describe("validateOnEveryEvent", () => {
  it.each(["blur", "change", "submit"] as const)("runs the schema on %s in one slot", (type) => {
    const { result, onDynamic } = run(type);
    expect(result).toEqual([{ fn: onDynamic, cause: "dynamic" }]);
  });

  it("uses the async schema for async runs", () => {
    const { result, onDynamicAsync } = run("change", true);
    expect(result).toEqual([{ fn: onDynamicAsync, cause: "dynamic" }]);
  });

  it.each(["mount", "server"] as const)("runs nothing on %s", (type) => {
    expect(run(type).result).toEqual([]);
  });
});
