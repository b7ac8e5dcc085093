import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { callsTo } from "../../../tests/unit/mock-api";
import { renderSignedIn, shellAppInfo } from "../../../tests/unit/signed-in";
import { toast } from "../../lib/toaster";
import { EditCustomSubPage } from "./edit-custom-sub-page";
import { handOver } from "./imported-rule";

const options = {
  code: 0,
  data: {
    media_source: ["BluRay", "WEB-DL"],
    resolution: ["1080p", "2160p"],
    media_codec: ["x264"],
    release_team: ["CMCT"],
    site_list: [{ name: "天空", value: "hdsky" }],
    cate_level1_list: [{ name: "电影", value: "Movie" }],
    media_path: [{ download_path: "/downloads/movies" }],
    rule_list: [{ name: "compress", value: "compress" }],
  },
};
const routes = {
  "GET /api/common/app": { ...shellAppInfo, data: { ...shellAppInfo.data, builtin: true } },
  "GET /api/common/filter_options": options,
  "POST /api/subscribe/sub_custom": {
    code: 0,
    message: "已保存自定义订阅：黑客帝国",
    data: { id: 1 },
  },
};

describe("/subscribe/edit-custom-sub", () => {
  it("titles the page 设置自定义订阅规则 under the crumbs 自定义订阅 › 规则设置", async () => {
    renderSignedIn(<EditCustomSubPage />, "/subscribe/edit-custom-sub", routes);
    const heading = await screen.findByRole("heading", { level: 1, name: "设置自定义订阅规则" });
    expect(heading).toBeInTheDocument();
    const crumbs = screen.getByRole("navigation", { name: "当前位置" });
    expect(within(crumbs).getByRole("link", { name: "自定义订阅" })).toHaveAttribute(
      "href",
      "/subscribe/custom-index",
    );
    expect(crumbs.querySelector('[aria-current="page"]')).toHaveTextContent(/^规则设置$/);
    await waitFor(() => expect(document.title).toBe("设置自定义订阅规则 | Movie Robot"));
  });

  it("names the 排序规则 (选种规则) 压制优先, not its key compress (issue 28)", async () => {
    renderSignedIn(<EditCustomSubPage />, "/subscribe/edit-custom-sub", routes);
    const rule = await screen.findByLabelText("排序规则");
    expect(within(rule).getByRole("option", { name: "压制优先" })).toHaveAttribute(
      "value",
      "compress",
    );
    expect(within(rule).queryByRole("option", { name: "compress" })).not.toBeInTheDocument();
  });

  it("builds a new rule with a filter and a tested rename rule and saves it", async () => {
    const success = vi.spyOn(toast, "success").mockResolvedValue("");
    const view = renderSignedIn(<EditCustomSubPage />, "/subscribe/edit-custom-sub", {
      ...routes,
      "GET /api/tools/test_replace_text": { code: 0, data: "The Matrix" },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "保存自定义订阅规则" }));
    expect(await screen.findByText("请填写订阅规则名称")).toBeInTheDocument();
    expect(callsTo(view.fetchMock, "POST /api/subscribe/sub_custom")).toHaveLength(0);
    await user.type(screen.getByLabelText("订阅规则名称"), "黑客帝国");
    expect(screen.queryByLabelText("季号")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "添加过滤条件" }));
    let dialog = await screen.findByRole("dialog", { name: "设置过滤器" });
    await user.selectOptions(within(dialog).getByLabelText("过滤类型"), "fileSize");
    await user.clear(within(dialog).getByLabelText("最大尺寸（MB）"));
    await user.type(within(dialog).getByLabelText("最大尺寸（MB）"), "20000");
    await user.click(within(dialog).getByRole("button", { name: "保存" }));
    const filters = screen.getByRole("region", { name: "种子过滤条件" });
    expect(within(filters).getByText("过滤下载后文件尺寸")).toBeInTheDocument();
    expect(within(filters).getByText("不限 – 20000 MB")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "添加重命名规则" }));
    dialog = await screen.findByRole("dialog", { name: "设置自动重命名规则" });
    await user.type(within(dialog).getByLabelText("匹配"), "\\.");
    await user.type(within(dialog).getByLabelText("替换为"), " ");
    await user.type(within(dialog).getByLabelText("测试文本"), "The.Matrix");
    await user.click(within(dialog).getByRole("button", { name: "测试" }));
    expect(await within(dialog).findByText("替换后：The Matrix")).toBeInTheDocument();
    const [test] = callsTo(view.fetchMock, "GET /api/tools/test_replace_text");
    expect(test).toBeDefined();
    await user.click(within(dialog).getByRole("button", { name: "保存" }));
    await user.selectOptions(screen.getByLabelText("保存路径"), "/downloads/movies");
    await user.click(screen.getByRole("button", { name: "保存自定义订阅规则" }));
    await waitFor(() => expect(success).toHaveBeenCalledWith("已保存自定义订阅：黑客帝国"));
    const [saved] = callsTo(view.fetchMock, "POST /api/subscribe/sub_custom");
    expect(JSON.parse(String(saved?.body))).toMatchObject({
      id: null,
      media_type: "Movie",
      name: "黑客帝国",
      save_path: "/downloads/movies",
      skip_exists: true,
      skip_unknown: true,
      score_rule_name: "compress",
      torrent_filter: [{ type: "fileSize", args: { min_size: 0, max_size: 20000 } }],
      rename_rule: [{ type: "replaceTorrentName", args: { repl_expression: "\\.", string: " " } }],
    });
    await waitFor(() => expect(view.currentPath()).toBe("/subscribe/custom-index"));
  });

  it("edits a stored TV rule: its fields, filters and the locked type", async () => {
    renderSignedIn(<EditCustomSubPage />, "/subscribe/edit-custom-sub?id=3", {
      ...routes,
      "GET /api/subscribe/get_sub_custom": {
        code: 0,
        data: {
          id: 3,
          media_type: "TV",
          name: "三体",
          desc: "",
          score_rule_name: "compress",
          douban_id: "26647087",
          tmdb_id: "",
          save_path: "自动选择保存路径",
          season_number: 1,
          episode_count: 30,
          auto_delete: true,
          skip_exists: false,
          skip_unknown: true,
          torrent_filter:
            '[{"type":"torrentName","args":{"mode":"exclude","logic":"or","torrent_name":"HDR"}}]',
          rename_rule: "[]",
          interval_minutes: 30,
        },
      },
    });
    expect(await screen.findByDisplayValue("三体")).toBeInTheDocument();
    expect(screen.getByLabelText("总集数")).toHaveValue("30");
    expect(screen.getByLabelText("自动跳过媒体库存在的影片")).toBeDisabled();
    expect(screen.getByText("排除掉存在设定关键字的种子：HDR（或者）")).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: /编辑：过滤种子名称&标题/ }));
    const dialog = await screen.findByRole("dialog", { name: "编辑过滤器" });
    expect(within(dialog).getByLabelText("过滤类型")).toBeDisabled();
    expect(within(dialog).getByLabelText("关键字")).toHaveValue("HDR");
  });

  it("installs a shared rule: one vote at a time, and replacing turns skipping off", async () => {
    const view = renderSignedIn(<EditCustomSubPage />, "/subscribe/edit-custom-sub?sub_rule_id=9", {
      ...routes,
      "GET /api/common/app": shellAppInfo,
      "GET /api/subscribe/get_sub_rule": {
        code: 0,
        data: {
          media_type: "Movie",
          name: "共享的规则",
          torrent_filter: "[]",
          rename_rule: "[]",
          author_nickname: "小明",
          gmt_modified: "2026-11-01",
          like_count: 3,
          hate_count: 0,
          liked: false,
          hated: false,
        },
      },
      "GET /api/subscribe/like_sub_rule": { code: 0, data: null },
    });
    expect(await screen.findByText(/这是由小明分享的订阅规则/)).toBeInTheDocument();
    const user = userEvent.setup();
    const like = screen.getByRole("button", { name: "赞一下" });
    await user.click(like);
    await waitFor(() => expect(like).toHaveAttribute("aria-pressed", "true"));
    expect(screen.getByRole("button", { name: "踩一下" })).toBeDisabled();
    expect(callsTo(view.fetchMock, "GET /api/subscribe/like_sub_rule")).toHaveLength(1);
    const skip = screen.getByLabelText("自动跳过媒体库存在的影片");
    expect(skip).toBeChecked();
    await user.click(screen.getByLabelText("下载完成后对影视库已经存在的影片做替换"));
    expect(skip).not.toBeChecked();
    expect(skip).toBeDisabled();
    expect(screen.getByRole("button", { name: "应用共享订阅规则" })).toBeInTheDocument();
  });

  it("pre-fills an imported rule", async () => {
    handOver(
      JSON.stringify({
        name: "导入的规则",
        media_type: "Other",
        torrent_filter: "[]",
        rename_rule: "[]",
      }),
    );
    renderSignedIn(<EditCustomSubPage />, "/subscribe/edit-custom-sub", routes);
    expect(await screen.findByDisplayValue("导入的规则")).toBeInTheDocument();
    expect(screen.queryByLabelText("豆瓣影片信息")).not.toBeInTheDocument();
  });
});
