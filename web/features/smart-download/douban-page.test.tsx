import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { callsTo } from "../../../tests/unit/mock-api";
import { renderSignedIn } from "../../../tests/unit/signed-in";
import { toast } from "../../lib/toaster";
import { DoubanWishPage } from "./douban-page";

const mediaPath = (download_path: string, type: "movie" | "tv") => ({
  download_path,
  source_dir: download_path,
  target_dir: `/media${download_path}`,
  qbit_cate: "",
  type,
  file_process_mode: "link",
  use_area_folder: false,
});
const routes = (wish: unknown) => ({
  "GET /api/config/get_douban": { code: 0, data: wish },
  "GET /api/common/rules": { code: 0, data: ["compress", "collection", "compact"] },
  "GET /api/common/douban_tag": {
    code: 0,
    data: { cate: ["剧情", "动画"], area: ["美国", "日本"] },
  },
  "GET /api/config/get_media_path": {
    code: 0,
    data: {
      download_client: "",
      paths: [mediaPath("/dl/movie", "movie"), mediaPath("/dl/tv", "tv")],
    },
  },
  "POST /api/config/save_douban": { code: 0, message: "保存成功", data: null },
  "POST /api/config/test_douban_download": (init: RequestInit) => {
    const { id } = JSON.parse(String(init.body));
    const body =
      id === "1"
        ? { code: 0, message: "《片》符合下载保存规则1，将保存到 /dl/movie", data: null }
        : { code: 1, message: "《剧》没有符合的下载保存规则，也没有剧集的媒体文件夹，无法下载" };
    return new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
  },
});
const empty = { default_score_rule: "compress", users: [], download_paths: [] };
const saved = (view: { fetchMock: Parameters<typeof callsTo>[0] }) =>
  callsTo(view.fetchMock, "POST /api/config/save_douban").map((c) => JSON.parse(String(c.body)));

describe("/smartDownload/douban", () => {
  it("adds a user and a rule, checks them, and saves the whole record", async () => {
    vi.spyOn(toast, "success").mockResolvedValue("");
    const view = renderSignedIn(<DoubanWishPage />, "/smartDownload/douban", routes(empty));
    const user = userEvent.setup();
    expect(await screen.findByLabelText("默认排序规则")).toHaveValue("compress");
    // 选种规则 by its name, not its key (issue 28).
    expect(screen.getByRole("option", { name: "压制优先" })).toHaveAttribute("value", "compress");
    expect(screen.queryByRole("option", { name: "compress" })).not.toBeInTheDocument();
    // The rule's helper links to the in-app score settings.
    expect(screen.getByRole("link", { name: "设置选种规则" })).toHaveAttribute(
      "href",
      "/config/score-config",
    );
    expect(screen.getByRole("button", { name: "测试一下保存规则" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "加一个用户" }));
    await user.click(screen.getByRole("button", { name: "加一个下载保存规则" }));
    await user.click(screen.getByRole("button", { name: "保存设置" }));
    expect(await screen.findByText("请填写豆瓣ID")).toBeInTheDocument();
    expect(screen.getByText("请选择下载路径")).toBeInTheDocument();
    expect(saved(view)).toHaveLength(0);

    // The card is headed 监听用户 until an id is typed, then by that id.
    const card = screen.getByRole("group", { name: "监听用户" });
    expect(within(card).getByRole("heading", { level: 3 })).toHaveTextContent(/^监听用户$/);
    await user.type(within(card).getByLabelText("豆瓣ID"), "ahbei");
    expect(screen.getByRole("group", { name: "监听用户 ahbei" })).toBe(card);
    // 豆瓣ID's helper (shown once the id is valid) links to Douban's settings, in a new tab.
    const find = within(card).getByRole("link", { name: "去查找" });
    expect(find).toHaveAttribute("href", "https://accounts.douban.com/passport/setting");
    expect(find).toHaveAttribute("target", "_blank");
    expect(find.getAttribute("rel")).toContain("noreferrer");
    const days = within(card).getByLabelText("拉取天数");
    expect(days).toHaveValue("365");
    const rule = screen.getByRole("group", { name: "下载保存规则 1" });
    const path = within(rule).getByLabelText("下载路径");
    // Only the folders of the rule's type are offered.
    expect(
      within(path)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["请选择", "电影路径：/dl/movie"]);
    await user.selectOptions(path, "/dl/movie");
    // Changing the type clears the folder and offers the other type's.
    await user.selectOptions(within(rule).getByLabelText("类型"), "tv");
    expect(path).toHaveValue("");
    await user.selectOptions(path, "/dl/tv");
    await user.click(within(rule).getByRole("button", { name: /^风格/ }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "风格" })).getByLabelText("动画"),
    );
    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("button", { name: "保存设置" }));
    await waitFor(() => expect(saved(view)).toHaveLength(1));
    expect(saved(view)[0]).toEqual({
      default_score_rule: "compress",
      users: [{ id: "ahbei", pull_time_range: 365 }],
      download_paths: [
        { type: "tv", cate: ["动画"], area: [], download_path: "/dl/tv", score_rule: "" },
      ],
    });
    expect(screen.getByRole("button", { name: "测试一下保存规则" })).toBeEnabled();
  });

  it("removes cards; a server refusal shows in the form", async () => {
    const wish = {
      default_score_rule: "collection",
      users: [
        { id: "a", pull_time_range: 30 },
        { id: "b", pull_time_range: 7 },
      ],
      download_paths: [],
    };
    const view = renderSignedIn(<DoubanWishPage />, "/smartDownload/douban", {
      ...routes(wish),
      "POST /api/config/save_douban": { code: 1, message: "豆瓣ID a 重复了" },
    });
    const user = userEvent.setup();
    expect(await screen.findByRole("group", { name: "监听用户 a" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "删除监听用户 1" }));
    expect(screen.getByLabelText("豆瓣ID")).toHaveValue("b");
    expect(screen.queryByRole("group", { name: "监听用户 a" })).not.toBeInTheDocument();
    expect(screen.getByRole("group", { name: "监听用户 b" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "保存设置" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("豆瓣ID a 重复了");
    expect(saved(view)[0]).toMatchObject({
      default_score_rule: "collection",
      users: [{ id: "b", pull_time_range: 7 }],
    });
  });

  it("测试一下保存规则: the answer, good or not, shows in the dialog", async () => {
    const wish = {
      ...empty,
      download_paths: [{ type: "movie", cate: [], area: [], download_path: "/dl/movie" }],
    };
    renderSignedIn(<DoubanWishPage />, "/smartDownload/douban", routes(wish));
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "测试一下保存规则" }));
    const dialog = await screen.findByRole("dialog", { name: "测试下载保存路径规则" });
    await user.click(within(dialog).getByRole("button", { name: "测试" }));
    expect(await within(dialog).findByText("请填写豆瓣影视编号")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("豆瓣影视编号"), "1");
    await user.click(within(dialog).getByRole("button", { name: "测试" }));
    expect(
      await within(dialog).findByText("《片》符合下载保存规则1，将保存到 /dl/movie"),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText("豆瓣影视编号"));
    await user.type(within(dialog).getByLabelText("豆瓣影视编号"), "2");
    await user.click(within(dialog).getByRole("button", { name: "测试" }));
    expect(await within(dialog).findByText(/也没有剧集的媒体文件夹/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "取消" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});
