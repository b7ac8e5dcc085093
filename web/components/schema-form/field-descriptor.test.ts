import { describe, expect, it } from "vitest";
import { initialSchemaValues, initialValue, normalizeFields } from "./field-descriptor";

const choices = [
  { name: "甲", value: "a" },
  { name: "乙", value: "b" },
];

describe("normalizeFields", () => {
  it("reads the notify spelling (snake_case)", () => {
    const [f] = normalizeFields([
      {
        name: "method",
        arg_type: "Enum",
        label: "请求方式",
        helper: "说明",
        required: true,
        default_value: "POST",
        enum_values: choices,
        multi_value: false,
      },
    ]);
    expect(f).toEqual({
      name: "method",
      type: "Enum",
      label: "请求方式",
      helper: "说明",
      required: true,
      defaultValue: "POST",
      enumValues: choices,
      multi: false,
    });
  });

  it("reads the plugin spelling (camelCase) the same way", () => {
    const [f] = normalizeFields([
      {
        fieldName: "tags",
        fieldType: "Enum",
        label: "标签",
        enumValues: choices,
        multiValue: true,
      },
    ]);
    expect(f).toMatchObject({ name: "tags", type: "Enum", multi: true, enumValues: choices });
    expect(f?.required).toBe(false);
    expect(f?.helper).toBe("");
    // A plugin's config field carries its note as helperText (api-contract §2.13 ConfigField).
    const [g] = normalizeFields([{ fieldName: "who", fieldType: "String", helperText: "称呼" }]);
    expect(g?.helper).toBe("称呼");
  });

  it("holds a plugin's numbered choices as text, so a saved number is that choice", () => {
    const [f] = normalizeFields([
      {
        fieldName: "days",
        fieldType: "Enum",
        enumValues: [
          { name: "一天", value: 1 },
          { name: "七天", value: 7 },
        ],
      },
    ]);
    expect(f?.enumValues).toEqual([
      { name: "一天", value: "1" },
      { name: "七天", value: "7" },
    ]);
    expect(f && initialValue(f, 7)).toBe("7");
  });

  it("shows an unknown type as text, labels a field by its name, and skips a nameless one", () => {
    const fields = normalizeFields([{ name: "port", arg_type: "Number" }, { label: "无名" }]);
    expect(fields).toHaveLength(1);
    expect(fields[0]).toMatchObject({ name: "port", type: "String", label: "port" });
    expect(normalizeFields(null)).toEqual([]);
  });
});

describe("initialValue", () => {
  const [text, flag, single, multi, required] = normalizeFields([
    { name: "t", arg_type: "String", default_value: "https://api.day.app" },
    { name: "f", arg_type: "Bool", default_value: true },
    { name: "s", arg_type: "Enum", enum_values: choices },
    { name: "m", arg_type: "Enum", enum_values: choices, multi_value: true, default_value: ["a"] },
    { name: "r", arg_type: "Enum", enum_values: choices, required: true },
  ]);
  if (!text || !flag || !single || !multi || !required) throw new Error("fields");

  it("prefers the saved value, then the default, then empty", () => {
    expect(initialValue(text, "https://relay.example")).toBe("https://relay.example");
    expect(initialValue(text, undefined)).toBe("https://api.day.app");
    expect(initialValue(flag, false)).toBe(false);
    expect(initialValue(flag, undefined)).toBe(true);
    expect(initialValue(single, undefined)).toBe("");
    expect(initialValue(multi, ["b"])).toEqual(["b"]);
    expect(initialValue(multi, undefined)).toEqual(["a"]);
  });

  it("starts a required choice on its first option", () => {
    expect(initialValue(required, undefined)).toBe("a");
  });

  it("accepts stored values of a neighbouring type", () => {
    expect(initialValue(text, 8080)).toBe("8080");
    expect(initialValue(flag, "false")).toBe(false);
    expect(initialValue(multi, "b")).toEqual(["b"]);
  });

  it("builds the values object from a saved config", () => {
    const values = initialSchemaValues([text, flag, multi], { t: "x", m: [], other: 1 });
    expect(values).toEqual({ t: "x", f: true, m: [] });
  });
});
