import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { callsTo, deferred, jsonResponse } from "../../../tests/unit/mock-api";
import { renderSignedIn, shellAppInfo } from "../../../tests/unit/signed-in";
import { toast } from "../../lib/toaster";
import { CustomIndexPage } from "./custom-index-page";

const subs = [
  {
    id: 1,
    name: "黑客帝国",
    desc: "",
    media_type: "Movie",
    enable: true,
    status: "Done",
    last_run_time_format: "5分钟前",
    dl_count: 2,
    personal: true,
  },
  {
    id: 2,
    name: "三体",
    desc: "",
    media_type: "TV",
    enable: false,
    status: "Ready",
    last_run_time_format: "",
    dl_count: 0,
    personal: true,
  },
];
const builtinApp = { ...shellAppInfo, data: { ...shellAppInfo.data, builtin: true } };
const base = {
  "GET /api/common/app": builtinApp,
  "GET /api/subscribe/get_sub_custom_list": { code: 0, data: subs },
  "GET /api/common/filter_options": {
    code: 0,
    data: { cate_level1_list: [{ name: "电影", value: "Movie" }] },
  },
};

describe("/subscribe/custom-index", () => {
  it("lists the rules with their status; built-in mode hides the community", async () => {
    const view = renderSignedIn(<CustomIndexPage />, "/subscribe/custom-index", base);
    const list = await screen.findByRole("list", { name: "我的订阅" });
    expect(within(list).getByText("累计下载2个资源")).toBeInTheDocument();
    expect(within(list).getByText("5分钟前完成")).toBeInTheDocument();
    expect(within(list).getByText("已禁用")).toBeInTheDocument();
    expect(within(list).getByRole("link", { name: "新增订阅" })).toHaveAttribute(
      "href",
      "/subscribe/edit-custom-sub",
    );
    await waitFor(() =>
      expect(callsTo(view.fetchMock, "GET /api/common/app").length).toBeGreaterThan(0),
    );
    expect(screen.queryByRole("region", { name: "热门分享" })).not.toBeInTheDocument();
    expect(callsTo(view.fetchMock, "GET /api/subscribe/get_top_sub_rule_list")).toHaveLength(0);
  });

  it("shows skeleton rows while 我的订阅 loads, and the reason with 重试 when it fails", async () => {
    const answer = deferred<Response>();
    let calls = 0;
    renderSignedIn(<CustomIndexPage />, "/subscribe/custom-index", {
      ...base,
      "GET /api/subscribe/get_sub_custom_list": () => {
        calls += 1;
        return calls === 1 ? answer.promise : jsonResponse({ code: 0, data: subs });
      },
    });
    const mine = screen.getByRole("region", { name: "我的订阅" });
    const loading = within(mine).getByRole("status", { name: "加载中…" });
    expect(loading).toHaveAttribute("aria-busy", "true");
    expect(loading.querySelectorAll(".mr-skeleton-row")).toHaveLength(3);
    answer.resolve(jsonResponse({ code: 1, message: "数据库繁忙" }));
    const alert = await within(mine).findByRole("alert");
    expect(alert).toHaveTextContent("数据库繁忙");
    expect(within(mine).queryByRole("status")).not.toBeInTheDocument();
    await userEvent.setup().click(within(alert).getByRole("button", { name: "重试" }));
    expect(await within(mine).findByRole("list", { name: "我的订阅" })).toBeInTheDocument();
  });

  it("shows 热门分享 against a backend with a community", async () => {
    renderSignedIn(<CustomIndexPage />, "/subscribe/custom-index", {
      ...base,
      "GET /api/common/app": shellAppInfo,
      "GET /api/subscribe/get_top_sub_rule_list": {
        code: 0,
        data: [
          {
            id: 9,
            ruleName: "4K合集",
            authorNickname: "甲",
            likeCount: 3,
            hateCount: 0,
            liked: false,
            hated: false,
          },
        ],
      },
    });
    const hot = await screen.findByRole("region", { name: "热门分享" });
    expect(await within(hot).findByText("由 甲 分享")).toBeInTheDocument();
    expect(within(hot).getByRole("link", { name: /添加到我的订阅/ })).toHaveAttribute(
      "href",
      "/subscribe/edit-custom-sub?sub_rule_id=9",
    );
  });

  it("runs a rule with the chosen search, toggles, and deletes after asking", async () => {
    const success = vi.spyOn(toast, "success").mockResolvedValue("");
    const view = renderSignedIn(<CustomIndexPage />, "/subscribe/custom-index", {
      ...base,
      "POST /api/subscribe/run_custom_sub": { code: 0, message: "已开始运行黑客帝国", data: null },
      "GET /api/subscribe/enable_sub_custom": { code: 0, message: "已禁用", data: null },
      "GET /api/subscribe/delete_sub_custom": {
        code: 0,
        message: "已删除自定义订阅：黑客帝国",
        data: null,
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "黑客帝国的操作" }));
    await user.click(await screen.findByRole("menuitem", { name: "运行" }));
    const dialog = await screen.findByRole("dialog", { name: "搜索资源并立即运行一次自定义订阅" });
    await user.type(within(dialog).getByLabelText("搜索内容"), "matrix");
    await user.click(within(dialog).getByLabelText("自动翻页搜索（最多10页）"));
    await user.click(within(dialog).getByRole("button", { name: "立即运行" }));
    await waitFor(() => expect(success).toHaveBeenCalledWith("已开始运行黑客帝国"));
    const [run] = callsTo(view.fetchMock, "POST /api/subscribe/run_custom_sub");
    expect(JSON.parse(String(run?.body))).toEqual({
      sub_id: 1,
      keyword: "matrix",
      cate_level1: [],
      all_pages: true,
      search_type: "keyword",
    });
    await user.click(screen.getByRole("button", { name: "黑客帝国的操作" }));
    await user.click(await screen.findByRole("menuitem", { name: "禁用" }));
    await waitFor(() =>
      expect(callsTo(view.fetchMock, "GET /api/subscribe/enable_sub_custom")).toHaveLength(1),
    );
    await user.click(screen.getByRole("button", { name: "黑客帝国的操作" }));
    await user.click(await screen.findByRole("menuitem", { name: "删除" }));
    const confirm = await screen.findByRole("alertdialog", { name: "删除提示" });
    expect(confirm).toHaveTextContent("确定要删除自定义订阅 黑客帝国 吗");
    await user.click(within(confirm).getByRole("button", { name: "删除" }));
    await waitFor(() => expect(success).toHaveBeenCalledWith("已删除自定义订阅：黑客帝国"));
  });

  it("opens the records by status; retry re-submits a failed one", async () => {
    const view = renderSignedIn(<CustomIndexPage />, "/subscribe/custom-index", {
      ...base,
      "GET /api/subscribe/get_custom_sub_record": {
        code: 0,
        data: [
          {
            status: "SubmitDownloadFailed",
            items: [
              {
                id: 7,
                status: "SubmitDownloadFailed",
                download_message: "还没有设置下载工具",
                torrent_detail_url: "http://site/details.php?id=1",
                torrent_subject: "黑客帝国",
                torrent_name: "The.Matrix",
                size: "12.45GB",
                site_name: "天空",
              },
            ],
          },
          {
            status: "SubmitDownloadSucceeded",
            items: [
              {
                id: 8,
                status: "SubmitDownloadSucceeded",
                download_message: "",
                torrent_detail_url: "http://site/details.php?id=2",
                torrent_subject: "奥本海默",
                torrent_name: "Oppenheimer",
                size: "18GB",
                site_name: "天空",
              },
            ],
          },
        ],
      },
      "GET /api/subscribe/renew_custom_sub_record": {
        code: 0,
        message: "已提交到下载器默认",
        data: null,
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: /查看下载记录：黑客帝国/ }));
    const dialog = await screen.findByRole("dialog", { name: "来自黑客帝国的下载记录" });
    expect(await within(dialog).findByText("提交下载失败(1)")).toBeInTheDocument();
    expect(within(dialog).getByText("提交下载成功(1)")).toBeInTheDocument();
    expect(
      within(dialog).getByRole("button", { name: "删除Oppenheimer的记录" }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "重新提交The.Matrix" }));
    await waitFor(() =>
      expect(callsTo(view.fetchMock, "GET /api/subscribe/renew_custom_sub_record")).toHaveLength(1),
    );
  });

  it("imports a private rule into the editor", async () => {
    const view = renderSignedIn(<CustomIndexPage />, "/subscribe/custom-index", {
      ...base,
      "POST /api/subscribe/parse_sub_rule_string": { code: 0, data: '{"name":"导入的规则"}' },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "导入订阅" }));
    const dialog = await screen.findByRole("dialog", { name: "导入规则" });
    await user.type(within(dialog).getByLabelText("私密规则"), "MRSUB1.abc");
    await user.click(within(dialog).getByRole("button", { name: "导入" }));
    await waitFor(() => expect(view.currentPath()).toBe("/subscribe/edit-custom-sub"));
  });

  it("shares privately in built-in mode: the code is shown and copied, no 分享给所有人", async () => {
    const success = vi.spyOn(toast, "success").mockResolvedValue("");
    const view = renderSignedIn(<CustomIndexPage />, "/subscribe/custom-index", {
      ...base,
      "GET /api/subscribe/get_sub_rule_string": { code: 0, data: "MRSUB1.eyJ2ZXJzaW9uIjoxfQ" },
    });
    const user = userEvent.setup();
    // user-event puts its own clipboard on navigator: watch that one.
    const writeText = vi.spyOn(navigator.clipboard, "writeText");
    await user.click(await screen.findByRole("button", { name: "黑客帝国的操作" }));
    await user.click(await screen.findByRole("menuitem", { name: "分享" }));
    const dialog = await screen.findByRole("dialog", { name: "分享订阅规则给其他用户" });
    expect(await within(dialog).findByLabelText("私密规则")).toHaveValue(
      "MRSUB1.eyJ2ZXJzaW9uIjoxfQ",
    );
    expect(within(dialog).queryByRole("tab", { name: "分享给所有人" })).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent("内置后端没有订阅规则社区");
    await user.click(within(dialog).getByRole("button", { name: "分享" }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith("MRSUB1.eyJ2ZXJzaW9uIjoxfQ"));
    expect(success).toHaveBeenCalledWith("已复制私密规则到剪贴板");
    expect(callsTo(view.fetchMock, "GET /api/subscribe/share_sub_rule")).toHaveLength(0);
  });
});
