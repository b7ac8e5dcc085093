import { describe, expect, it } from "vitest";
import { zhLL } from "../../../../tests/unit/i18n";
import { issuesOf } from "../../../../tests/unit/schema";
import {
  createScoreConfigSchema,
  type ScoreConfigValues,
  toScoreConfigSettings,
} from "./score-config-schema";

const schema = createScoreConfigSchema(zhLL());
const weights = {
  name: "50",
  type: "50",
  seeders: "50",
  completions: "50",
  subtitle: "50",
  free: "50",
};
const good: ScoreConfigValues = { strategy: "compress", keywords: "", weights };

describe("score config schema", () => {
  it("accepts 0 to 100 and up to 500 characters of keywords", () => {
    expect(issuesOf(schema, good)).toEqual({});
    expect(
      issuesOf(schema, {
        ...good,
        keywords: "词".repeat(500),
        weights: { ...weights, name: "0", free: "100" },
      }),
    ).toEqual({});
  });

  it("refuses longer keywords", () => {
    expect(issuesOf(schema, { ...good, keywords: "词".repeat(501) })).toEqual({
      keywords: "自定义关键字不能超过500个字符",
    });
  });

  it("names each weight out of range as the server does", () => {
    const bad = {
      name: "101",
      type: "-1",
      seeders: "",
      completions: "x",
      subtitle: "1.5",
      free: "200",
    };
    expect(issuesOf(schema, { ...good, weights: bad })).toEqual({
      "weights.name": "名称权重必须是0到100之间的整数",
      "weights.type": "类型权重必须是0到100之间的整数",
      "weights.seeders": "做种数权重必须是0到100之间的整数",
      "weights.completions": "完成数权重必须是0到100之间的整数",
      "weights.subtitle": "字幕权重必须是0到100之间的整数",
      "weights.free": "免费权重必须是0到100之间的整数",
    });
  });

  it("sends whole numbers", () => {
    expect(toScoreConfigSettings({ ...good, keywords: " 中字 " })).toEqual({
      strategy: "compress",
      keywords: "中字",
      weights: { name: 50, type: 50, seeders: 50, completions: 50, subtitle: 50, free: 50 },
    });
  });
});
