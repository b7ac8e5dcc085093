import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { callsTo, mockApi } from "../../../../tests/unit/mock-api";
import { renderWithApp } from "../../../../tests/unit/render";
import { ScoreConfigSettingsPage } from "./score-config-page";

const weights = { name: 50, type: 50, seeders: 50, completions: 50, subtitle: 50, free: 50 };
const stored = { code: 0, data: { strategy: "compress", keywords: "", weights } };

describe("ScoreConfigSettingsPage", () => {
  it("labels six 0–100 weights, each a slider and a box of the same value", async () => {
    mockApi({ "GET /api/config/get_score_config": stored });
    renderWithApp(<ScoreConfigSettingsPage />, { path: "/config/score-config" });
    const sliders = await screen.findAllByRole("slider");
    expect(sliders).toHaveLength(6);
    expect(screen.getByRole("slider", { name: "名称分数权重" })).toHaveAttribute(
      "aria-valuenow",
      "50",
    );
    for (const label of [
      "类型分数权重",
      "做种人数权重",
      "下载完成人数权重",
      "字幕分数权重",
      "免费资源分数权重",
    ]) {
      expect(screen.getByRole("spinbutton", { name: label })).toHaveValue("50");
      expect(screen.getByRole("slider", { name: label })).toBeInTheDocument();
    }
  });

  it("moves the slider with the box and the box with the slider's keys, then saves", async () => {
    const fetchMock = mockApi({
      "GET /api/config/get_score_config": stored,
      "POST /api/config/save_score_config": { code: 0, message: "保存成功", data: null },
    });
    const user = userEvent.setup();
    renderWithApp(<ScoreConfigSettingsPage />, { path: "/config/score-config" });
    const box = await screen.findByRole("spinbutton", { name: "名称分数权重" });
    await user.clear(box);
    await user.type(box, "80");
    expect(screen.getByRole("slider", { name: "名称分数权重" })).toHaveAttribute(
      "aria-valuenow",
      "80",
    );
    const free = screen.getByRole("slider", { name: "免费资源分数权重" });
    fireEvent.keyDown(free, { key: "ArrowLeft", which: 37, keyCode: 37 });
    expect(screen.getByRole("spinbutton", { name: "免费资源分数权重" })).toHaveValue("49");
    await user.selectOptions(screen.getByLabelText("选种策略"), "compact");
    await user.type(screen.getByLabelText("自定义关键字"), "中字");
    await user.click(screen.getByRole("button", { name: "保存设置" }));
    expect(await screen.findByRole("status")).toHaveTextContent("保存成功");
    const [call] = callsTo(fetchMock, "POST /api/config/save_score_config");
    expect(JSON.parse(String(call?.body))).toEqual({
      strategy: "compact",
      keywords: "中字",
      weights: { ...weights, name: 80, free: 49 },
    });
  });

  it("says which weight is out of range", async () => {
    mockApi({ "GET /api/config/get_score_config": stored });
    const user = userEvent.setup();
    renderWithApp(<ScoreConfigSettingsPage />, { path: "/config/score-config" });
    const box = await screen.findByRole("spinbutton", { name: "字幕分数权重" });
    await user.type(box, "0");
    await user.tab();
    expect(await screen.findByText("字幕权重必须是0到100之间的整数")).toBeInTheDocument();
  });
});
