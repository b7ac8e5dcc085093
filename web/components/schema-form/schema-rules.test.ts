import { describe, expect, it } from "vitest";
import { issuesOf } from "../../../tests/unit/schema";
import { normalizeFields } from "./field-descriptor";
import { createSchemaValuesSchema, isFilled } from "./schema-rules";

const fields = normalizeFields([
  { name: "device_key", arg_type: "String", label: "设备Key", required: true },
  { name: "sound", arg_type: "String", label: "提示音" },
  { name: "on", arg_type: "Bool", label: "开关", required: true },
  { name: "tags", arg_type: "Enum", label: "标签", required: true, multi_value: true },
]);
const message = (label: string) => `${label}不能为空`;

describe("createSchemaValuesSchema", () => {
  it("names each missing required field under its own name, in the server's words", () => {
    const schema = createSchemaValuesSchema(fields, message);
    expect(issuesOf(schema, { device_key: "  ", sound: "", on: false, tags: [] })).toEqual({
      device_key: "设备Key不能为空",
      tags: "标签不能为空",
    });
    expect(issuesOf(schema, { device_key: "k", sound: "", on: false, tags: ["a"] })).toEqual({});
  });

  it("checks nothing when given no fields (required not enforced)", () => {
    expect(issuesOf(createSchemaValuesSchema([], message), { device_key: "" })).toEqual({});
  });
});

describe("isFilled", () => {
  it("counts trimmed text and non-empty lists", () => {
    expect(isFilled(" a ")).toBe(true);
    expect(isFilled(" ")).toBe(false);
    expect(isFilled([])).toBe(false);
    expect(isFilled(false)).toBe(true);
  });
});
