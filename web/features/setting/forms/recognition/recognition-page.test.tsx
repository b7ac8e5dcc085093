import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
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
        "GET /api/subscribe/list": { code: 0, data: [] },
        "GET /api/subscribe/get_sub_custom_list": { code: 0, data: [] },
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
      { rules: "# 柯南\n第 <> 集 >> 12", scoped: [] },
      { rules: "第 <> 集 >> EP-12", scoped: [] },
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

  it("picks a rule's scope from the user's subscriptions, lists the scopes with rules, saves each set with its scope", async () => {
    const { user, sent, queryClient } = setupForm(
      <RecognitionRulesPage />,
      "/setting/recognition-rules",
      {
        "GET /api/setting/get_recognition_rules": {
          code: 0,
          data: { rules: "预告", scoped: [{ scope: "custom_sub", id: 9, rules: "Resurrections" }] },
        },
        "GET /api/subscribe/list": {
          code: 0,
          data: [{ id: 12, type: "TV", cn_name: "名侦探柯南", season_index: 1 }],
        },
        "GET /api/subscribe/get_sub_custom_list": { code: 0, data: [{ id: 3, name: "黑客帝国" }] },
        "POST /api/setting/save_recognition_rules": ok(),
        "POST /api/setting/preview_recognition": {
          code: 0,
          data: { before: fields(), after: fields(), blocked: false, changed: false },
        },
      },
    );
    const picker = await screen.findByLabelText("适用范围");
    await screen.findByRole("option", { name: "订阅：名侦探柯南 第1季" });
    expect(
      within(picker)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual([
      "全局",
      "订阅：名侦探柯南 第1季",
      "自定义订阅：黑客帝国",
      "已删除的自定义订阅（编号9）",
    ]);
    const list = screen.getByRole("region", { name: "已设置的识别词" });
    expect(
      within(list)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["全局：1条", "已删除的自定义订阅（编号9）：1条"]);

    await user.selectOptions(picker, "订阅：名侦探柯南 第1季");
    const rules = screen.getByLabelText("识别词");
    expect(rules).toHaveValue("");
    await user.type(rules, "第 <> 集 >> EP-12");
    expect(
      within(list).getByRole("button", { name: "订阅：名侦探柯南 第1季：1条" }),
    ).toBeInTheDocument();
    await user.click(within(list).getByRole("button", { name: "全局：1条" }));
    expect(picker).toHaveValue("global");
    expect(rules).toHaveValue("预告");
    await user.click(within(list).getByRole("button", { name: "订阅：名侦探柯南 第1季：1条" }));
    expect(rules).toHaveValue("第 <> 集 >> EP-12");

    // A search answer the browser keeps was read under the old rules.
    const answerKey = ["movie", "search_keyword", { keyword: "柯南" }];
    queryClient.setQueryData(answerKey, { torrents: [] });
    await user.click(screen.getByRole("button", { name: "保存" }));
    await vi.waitFor(() =>
      expect(sent("POST /api/setting/save_recognition_rules")).toHaveLength(1),
    );
    await vi.waitFor(() => expect(queryClient.getQueryState(answerKey)?.isInvalidated).toBe(true));
    expect(sent("POST /api/setting/save_recognition_rules")).toEqual([
      {
        rules: "预告",
        scoped: [
          { scope: "custom_sub", id: 9, rules: "Resurrections" },
          { scope: "sub", id: 12, rules: "第 <> 集 >> EP-12" },
        ],
      },
    ]);
    // The preview reads under the global rules plus the chosen scope's.
    await user.click(screen.getByLabelText("种子名称"));
    await user.paste("[风车字幕组][名侦探柯南][第857集][1080P]");
    await user.click(screen.getByRole("button", { name: "预览" }));
    await screen.findByRole("table");
    expect(sent("POST /api/setting/preview_recognition")).toEqual([
      {
        name: "[风车字幕组][名侦探柯南][第857集][1080P]",
        subject: "",
        rules: "预告\n第 <> 集 >> EP-12",
      },
    ]);
  });

  it("replays the unsaved set on the download history before the save (还会改变什么)", async () => {
    const { user, sent } = setupForm(<RecognitionRulesPage />, "/setting/recognition-rules", {
      "GET /api/setting/get_recognition_rules": { code: 0, data: { rules: "" } },
      "GET /api/subscribe/list": { code: 0, data: [] },
      "GET /api/subscribe/get_sub_custom_list": { code: 0, data: [] },
      "POST /api/setting/recognition_impact": {
        code: 0,
        data: {
          scanned: 120,
          changed: 60,
          blocked: 1,
          examples: [
            {
              id: 9,
              name: "[风车字幕组][名侦探柯南][第858集][1080P]",
              subject: "",
              before: fields({ episode_start: 858, episode_end: 858 }),
              after: fields({ episode_start: 846, episode_end: 846 }),
              blocked: false,
            },
            {
              id: 8,
              name: "Dune.预告.2021",
              subject: "",
              before: fields(),
              after: fields(),
              blocked: true,
            },
          ],
        },
      },
    });
    const rules = await screen.findByLabelText("识别词");
    await user.type(rules, "第 <> 集 >> EP-12");
    await user.click(screen.getByRole("button", { name: "对照下载记录" }));
    expect(
      await screen.findByText("最近 120 条下载记录中，60 条的识别结果会改变。"),
    ).toBeInTheDocument();
    expect(screen.getByText("其中 1 条会因屏蔽词被引擎忽略。")).toBeInTheDocument();
    expect(screen.getByText("下面列出最新的 2 条。")).toBeInTheDocument();
    const conan = screen.getByRole("row", { name: /第858集/ });
    expect(within(conan).getByRole("cell").textContent).toBe("集：858 → 846");
    const dune = screen.getByRole("row", { name: /Dune/ });
    expect(within(dune).getByRole("cell").textContent).toBe("含屏蔽词，会被忽略");
    expect(sent("POST /api/setting/recognition_impact")).toEqual([
      { rules: "第 <> 集 >> EP-12", scoped: [] },
    ]);
    expect(sent("POST /api/setting/save_recognition_rules") ?? []).toEqual([]);
  });
});
