import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "../../../tests/unit/mock-api";
import { renderWithApp } from "../../../tests/unit/render";
import { FilterForm } from "./filter-form";
import type { FilterConfig, FilterOptions } from "./filter-options";
import { emptyFilter } from "./filter-values";

const options: FilterOptions = {
  cate: ["剧情", "动画"],
  area: ["美国", "日本"],
  media_source: ["BluRay", "WEB-DL"],
  resolution: ["2160p", "1080p"],
  media_codec: ["H.265", "H.264"],
  release_team: ["CMCT", "FRDS"],
  // §S5's list, not §S4's: the form's sites come from site/get_sites.
  site_list: [{ name: "旧名", value: "old" }],
  filter_list: [{ ...emptyFilter(), filter_name: "参考", resolution: ["2160p"], has_cn: true }],
};

// GET /api/site/get_sites: the form offers each site by its alias, keeps its code.
const sites = [
  { id: 1, site_name: "mteam", alias: "馒头", web_search: 1 },
  { id: 2, site_name: "hdsky", alias: "天空", web_search: 0 },
];

beforeEach(() => {
  mockApi({ "GET /api/site/get_sites": { code: 0, data: sites } });
});

function renderForm(props: Partial<Parameters<typeof FilterForm>[0]> = {}) {
  const onSubmit = vi.fn<(c: FilterConfig) => Promise<void>>().mockResolvedValue();
  renderWithApp(
    <FilterForm
      id="f"
      label="自定义过滤器"
      options={options}
      named
      showDownloadMode
      showTemplate
      onSubmit={onSubmit}
      submitText="提交"
      {...props}
    />,
  );
  return { onSubmit, user: userEvent.setup() };
}

async function pick(user: ReturnType<typeof userEvent.setup>, field: string, ...choices: string[]) {
  await user.click(screen.getByRole("button", { name: new RegExp(`^${field}`) }));
  const list = await screen.findByRole("dialog", { name: field });
  for (const c of choices) await user.click(within(list).getByLabelText(c));
  await user.keyboard("{Escape}");
  // Closing hands focus back to the button: typing elsewhere before that loses keys.
  await waitFor(() =>
    expect(screen.queryByRole("dialog", { name: field })).not.toBeInTheDocument(),
  );
}

describe("FilterForm (§S4)", () => {
  it("needs a name, then sends numbers as numbers and every rule", async () => {
    const { onSubmit, user } = renderForm();
    await user.click(screen.getByRole("button", { name: "提交" }));
    expect(await screen.findByText("请填写过滤器名称")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText("过滤器名称", { selector: "input" }), "4K");
    await user.type(screen.getByLabelText("优先级"), "5");
    await pick(user, "媒体类型", "电影");
    await pick(user, "分辨率", "2160p");
    await pick(user, "只从以下站点过滤", "馒头");
    await user.selectOptions(screen.getByLabelText("过滤下载模式"), "1");
    await user.type(screen.getByLabelText("制作组"), "CMCT{Enter}MyTeam{Enter}");
    await user.click(screen.getByLabelText("必须有中文字幕"));
    await user.click(screen.getByRole("button", { name: "更多过滤规则" }));
    await user.type(screen.getByLabelText("最小尺寸"), "2048");
    await user.type(screen.getByLabelText("排除"), "DV, 杜比");
    await user.click(screen.getByLabelText("排除需要HR考核的种子"));
    await user.click(screen.getByRole("button", { name: "提交" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      filter_name: "4K",
      priority: 5,
      download_mode: 1,
      apply_media_type: ["Movie"],
      resolution: ["2160p"],
      site_id: ["mteam"],
      release_team: ["CMCT", "MyTeam"],
      has_cn: true,
      min_size: 2048,
      max_size: 0,
      exclude_keyword: "DV, 杜比",
      pass_hr: true,
    });
  });

  it("labels its fields as screens.md §S4 does; the sizes' unit is in their description", () => {
    renderForm();
    for (const label of [
      "选择现有参考",
      "优先级",
      "最小年份",
      "最大年份",
      "过滤下载模式",
      "必须有中文字幕",
      "必须是特效字幕",
      "最小尺寸",
      "最大尺寸",
      "最小做种人数",
      "最大做种人数",
      "保留关键字",
      "排除",
      "只要不计下载量的种子",
      "排除需要HR考核的种子",
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText("过滤器名称", { selector: "input" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /^只从以下站点过滤/ })).toBeInTheDocument();
    expect(screen.getByLabelText("最小尺寸")).toHaveAccessibleDescription("单位 MB，0 表示不限");
    expect(screen.getByLabelText("最大尺寸")).toHaveAccessibleDescription("单位 MB，0 表示不限");
  });

  it("refuses what the server refuses, unfolding 更多过滤规则 to show it", async () => {
    const { onSubmit, user } = renderForm({ initial: { filter_name: "x" } });
    await user.click(screen.getByRole("button", { name: "更多过滤规则" }));
    await user.type(screen.getByLabelText("最小做种人数"), "-3");
    await user.click(screen.getByRole("button", { name: "更多过滤规则" }));
    expect(screen.getByRole("button", { name: "更多过滤规则" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    await user.click(screen.getByRole("button", { name: "提交" }));
    expect(await screen.findByText("做种人数必须是0到1000000之间的整数")).toBeVisible();
    expect(screen.getByRole("button", { name: "更多过滤规则" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("checks that a minimum is not above its maximum, under the maximum", async () => {
    const { onSubmit, user } = renderForm({ initial: { filter_name: "x", min_size: 500 } });
    await user.type(screen.getByLabelText("最大尺寸"), "100");
    await user.click(screen.getByRole("button", { name: "提交" }));
    const max = screen.getByLabelText("最大尺寸");
    expect(await screen.findByText("最小尺寸不能大于最大尺寸")).toHaveAttribute(
      "id",
      max.getAttribute("aria-describedby"),
    );
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(max, "0");
    await user.click(screen.getByRole("button", { name: "提交" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  });

  it("copies the rules of an existing filter, keeping its own name", async () => {
    const { onSubmit, user } = renderForm({ initial: { filter_name: "我的", priority: 3 } });
    const template = screen.getByLabelText("选择现有参考");
    // 清空设置 and the filters, nothing else; nothing chosen at first.
    expect(template).toHaveValue("");
    expect(
      within(template)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["清空设置", "参考"]);
    await user.selectOptions(template, "参考");
    expect(screen.getByLabelText("必须有中文字幕")).toBeChecked();
    await user.click(screen.getByRole("button", { name: "提交" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      filter_name: "我的",
      priority: 3,
      resolution: ["2160p"],
      has_cn: true,
    });
  });

  it("清空设置 clears the rules, keeping the name", async () => {
    const initial = { filter_name: "我的", has_cn: true, resolution: ["2160p"] };
    const { onSubmit, user } = renderForm({ initial });
    expect(screen.getByLabelText("必须有中文字幕")).toBeChecked();
    await user.selectOptions(screen.getByLabelText("选择现有参考"), "清空设置");
    expect(screen.getByLabelText("必须有中文字幕")).not.toBeChecked();
    await user.click(screen.getByRole("button", { name: "提交" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      filter_name: "我的",
      resolution: [],
      has_cn: false,
    });
  });

  it("offers the configured sites by alias, and keeps a saved one that is not among them", async () => {
    const { onSubmit, user } = renderForm({
      initial: { filter_name: "x", site_id: ["gone", "hdsky"] },
    });
    const button = screen.getByRole("button", { name: /^只从以下站点过滤/ });
    await waitFor(() => expect(button).toHaveTextContent("天空"));
    expect(button).toHaveTextContent("gone");
    await user.click(button);
    const list = await screen.findByRole("dialog", { name: "只从以下站点过滤" });
    expect(
      within(list)
        .getAllByRole("checkbox")
        .map((c) => c.closest("label")?.textContent),
    ).toEqual(["馒头", "天空", "gone"]);
    expect(within(list).queryByLabelText("旧名")).not.toBeInTheDocument();
    await user.click(within(list).getByLabelText("馒头"));
    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("button", { name: "提交" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0].site_id).toEqual(["mteam", "hdsky", "gone"]);
  });

  it("inline (dialogs): no name, scope or button of its own", () => {
    renderForm({
      named: false,
      showDownloadMode: false,
      showTemplate: false,
      submitText: undefined,
    });
    expect(screen.queryByLabelText("优先级")).not.toBeInTheDocument();
    expect(
      screen.queryByRole("group", { name: "满足以下分类设定时自动使用此过滤器" }),
    ).not.toBeInTheDocument();
    expect(screen.queryByLabelText("过滤下载模式")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "提交" })).not.toBeInTheDocument();
    expect(screen.getByRole("form", { name: "自定义过滤器" })).toHaveAttribute("id", "f");
  });
});
