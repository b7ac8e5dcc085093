import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse } from "../../../../../tests/unit/mock-api";
import { ok, refused, setupForm } from "../form-test-kit";
import { RecognitionRulesPage } from "./recognition-page";

const fields = (over: Record<string, unknown> = {}) => ({
  title: "名侦探柯南",
  cn_title: "名侦探柯南",
  en_title: "",
  year: 0,
  media_type: "TV",
  season_start: 1,
  season_end: 1,
  episode_start: 857,
  episode_end: 857,
  full_season: false,
  resolution: "1080p",
  source: "",
  codec: "",
  group: "风车字幕组",
  tmdb_id: 0,
  ...over,
});

describe("RecognitionRulesPage", () => {
  it("lists the rule forms, shows a refused line on the field, saves and previews the typed rules", async () => {
    const answers = [refused("识别词第2行：集数偏移须写成 前定位词 <> 后定位词 >> EP+数字"), ok()];
    const { user, sent, currentPath } = setupForm(
      <RecognitionRulesPage />,
      "/setting/recognition-rules",
      {
        "GET /api/setting/get_recognition_rules": { code: 0, data: { rules: "# 柯南\n" } },
        "POST /api/setting/save_recognition_rules": () => jsonResponse(answers.shift()),
        "POST /api/setting/preview_recognition": {
          code: 0,
          data: {
            before: fields(),
            after: fields({ episode_start: 845, episode_end: 845 }),
            blocked: false,
            changed: true,
          },
        },
      },
    );
    expect(
      await screen.findByText(/被替换词 => 替换词 \{\[tmdbid=1399;s=2\]\}/),
    ).toBeInTheDocument();
    const rules = screen.getByLabelText("识别词");
    expect(rules).toHaveValue("# 柯南\n");
    await user.type(rules, "第 <> 集 >> 12");
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(
      await screen.findByText("识别词第2行：集数偏移须写成 前定位词 <> 后定位词 >> EP+数字"),
    ).toBeInTheDocument();
    expect(rules).toHaveAttribute("aria-invalid", "true");
    await user.clear(rules);
    await user.type(rules, "第 <> 集 >> EP-12");
    expect(rules).not.toHaveAttribute("aria-invalid");
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(sent("POST /api/setting/save_recognition_rules")).toEqual([
      { rules: "# 柯南\n第 <> 集 >> 12" },
      { rules: "第 <> 集 >> EP-12" },
    ]);
    expect(currentPath()).toBe("/setting/recognition-rules");

    await user.click(screen.getByRole("button", { name: "预览" }));
    expect(await screen.findByText("请输入种子名称")).toBeInTheDocument();
    await user.click(screen.getByLabelText("种子名称"));
    await user.paste("[风车字幕组][名侦探柯南][第857集][1080P]");
    await user.click(screen.getByRole("button", { name: "预览" }));
    const table = await screen.findByRole("table");
    const episode = within(table).getByRole("row", { name: /^集/ });
    expect(
      within(episode)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["857", "845"]);
    expect(screen.getByText("识别词改变了这个名称的识别结果")).toBeInTheDocument();
    expect(sent("POST /api/setting/preview_recognition")).toEqual([
      { name: "[风车字幕组][名侦探柯南][第857集][1080P]", subject: "", rules: "第 <> 集 >> EP-12" },
    ]);
  });
});
