import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { adminUser, callsTo, mockApi } from "../../../tests/unit/mock-api";
import { renderWithApp } from "../../../tests/unit/render";
import { familyUser, signedInStore } from "../../../tests/unit/signed-in";
import { fromDoubanMedia } from "./adapters";
import { MediaCard } from "./media-card";
import type { MediaItem } from "./types";

const movie: MediaItem = fromDoubanMedia({
  id: "1292052",
  type: "Movie",
  cn_name: "肖申克的救赎",
  poster_path: "/api/common/image?url=https%3A%2F%2Fimg1.doubanio.com%2Fp.jpg",
  rating: 9.7,
  release_year: 1994,
  status: null,
});

const body = (init: RequestInit) => JSON.parse(String(init.body));

describe("MediaCard", () => {
  it("shows the poster (lazy, fixed box), type, rating and title(year) linking to the detail page", () => {
    mockApi({});
    const { container } = renderWithApp(<MediaCard item={movie} />);
    const img = container.querySelector("img");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).toHaveAttribute("src", movie.posterUrl);
    expect(screen.getByText("电影")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "评分 9.7" })).toBeInTheDocument();
    const link = screen.getByRole("link", { name: "肖申克的救赎(1994)" });
    expect(link).toHaveAttribute("href", "/media/detail?douban_id=1292052&from=%2F");
    expect(screen.getByRole("article", { name: "肖申克的救赎(1994)" })).toBeInTheDocument();
  });

  it("says 暂无评分 without a rating and 电视节目 for a show, with 第N季(year)", () => {
    mockApi({});
    const show = fromDoubanMedia({
      id: "2",
      type: "tv",
      cn_name: "繁花",
      rating: 0,
      season_index: 1,
      release_year: 2023,
    });
    renderWithApp(<MediaCard item={show} />);
    expect(screen.getByText("暂无评分")).toBeInTheDocument();
    expect(screen.getByText("电视节目")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "繁花(2023)" })).toBeInTheDocument();
    expect(screen.getByText("第1季(2023)")).toBeInTheDocument();
  });

  it("订阅 opens the dialog; 确定 posts sub_douban and the card shows 订阅中", async () => {
    const fetchMock = mockApi({
      "GET /api/common/filter_options": { code: 0, data: { filter_name_list: ["4K优先"] } },
      "POST /api/subscribe/sub_douban": { code: 0, message: "订阅成功" },
    });
    const user = userEvent.setup();
    renderWithApp(<MediaCard item={movie} />);
    await user.click(screen.getByRole("button", { name: "订阅" }));
    const dialog = await screen.findByRole("dialog", {
      name: "确定要订阅 肖申克的救赎(1994) 吗？",
    });
    expect(within(dialog).queryByLabelText("订阅模式")).not.toBeInTheDocument();
    await within(dialog).findByRole("option", { name: "4K优先" });
    await user.selectOptions(within(dialog).getByLabelText("过滤器"), "4K优先");
    await user.click(within(dialog).getByRole("button", { name: "确定" }));
    expect(await screen.findByText("订阅成功")).toBeInTheDocument();
    expect(body(callsTo(fetchMock, "POST /api/subscribe/sub_douban")[0] ?? {})).toEqual({
      id: "1292052",
      filter_name: "4K优先",
      season_ids: [],
    });
    expect(await screen.findByRole("img", { name: "订阅中" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: /确定要订阅/ })).not.toBeInTheDocument();
  });

  it("a refusal is toasted and the card stays unsubscribed", async () => {
    mockApi({
      "GET /api/common/filter_options": { code: 1, message: "no" },
      "POST /api/subscribe/sub_douban": { code: 1, message: "TMDB API Key 无效" },
    });
    const user = userEvent.setup();
    renderWithApp(<MediaCard item={movie} />);
    await user.click(screen.getByRole("button", { name: "订阅" }));
    const dialog = await screen.findByRole("dialog");
    // filter_options failing still leaves the sentinels.
    expect(within(dialog).getByRole("option", { name: "自动选择过滤器" })).toBeInTheDocument();
    expect(within(dialog).getByRole("option", { name: "不使用任何过滤器" })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "确定" }));
    expect(await screen.findByText("TMDB API Key 无效")).toBeInTheDocument();
    expect(screen.queryByRole("img", { name: "订阅中" })).not.toBeInTheDocument();
  });

  it("status 3 offers 同意 and 拒绝 with the note", async () => {
    const fetchMock = mockApi({
      "GET /api/subscribe/approved": { code: 0, message: "已同意" },
    });
    const user = userEvent.setup();
    renderWithApp(<MediaCard item={{ ...movie, status: 3, subId: 7 }} />, {
      store: signedInStore(adminUser),
    });
    expect(screen.getByRole("img", { name: "等待批准" })).toBeInTheDocument();
    expect(screen.getByText("等待批准后开始下载。")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "拒绝" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "同意" }));
    expect(await screen.findByText("已同意")).toBeInTheDocument();
    const [call] = fetchMock.mock.calls.filter(([u]) => String(u).includes("approved"));
    expect(String(call?.[0])).toContain("sub_id=7");
    expect(await screen.findByRole("img", { name: "订阅中" })).toBeInTheDocument();
  });

  it("a family member's own pending request shows 等待批准 but no 同意/拒绝 (issue 28)", () => {
    renderWithApp(<MediaCard item={{ ...movie, status: 3, subId: 7 }} />, {
      store: signedInStore(familyUser),
    });
    expect(screen.getByRole("img", { name: "等待批准" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "同意" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "拒绝" })).not.toBeInTheDocument();
  });

  it("删除 asks first (深度删除 on by default) and posts delete_sub", async () => {
    const fetchMock = mockApi({
      "POST /api/subscribe/delete_sub": { code: 0, message: "已取消订阅" },
    });
    const user = userEvent.setup();
    renderWithApp(<MediaCard item={{ ...movie, status: 0, subId: 9 }} />);
    expect(screen.queryByRole("button", { name: "全息日志" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "删除" }));
    const dialog = await screen.findByRole("alertdialog", { name: "删除提示" });
    expect(
      within(dialog).getByText("确定要取消 肖申克的救赎(1994) 的订阅吗？"),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole("checkbox", { name: /深度删除/ })).toBeChecked();
    await user.click(within(dialog).getByRole("button", { name: "删除" }));
    expect(await screen.findByText("已取消订阅")).toBeInTheDocument();
    expect(body(callsTo(fetchMock, "POST /api/subscribe/delete_sub")[0] ?? {})).toEqual({
      id: 9,
      deep_delete: true,
      season_ids: [],
    });
    await waitFor(() => expect(screen.getByRole("button", { name: "订阅" })).toBeInTheDocument());
  });

  it("全息日志 (where allowed) shows the latest run's log and lets another run be picked", async () => {
    mockApi({
      "GET /api/subscribe/get_sub_logs": {
        code: 0,
        data: [
          { id: 2, time: "2026-11-24 10:00:00" },
          { id: 1, time: "2026-11-23 10:00:00" },
        ],
      },
      "GET /api/subscribe/get_sub_log_text": (_init: RequestInit, url: URL) =>
        new Response(
          JSON.stringify({ code: 0, data: `log of run ${url.searchParams.get("log_id")}` }),
        ),
    });
    const user = userEvent.setup();
    renderWithApp(<MediaCard item={{ ...movie, status: 1, subId: 9 }} showLog />);
    await user.click(screen.getByRole("button", { name: "全息日志" }));
    const dialog = await screen.findByRole("dialog", { name: "肖申克的救赎的订阅全息日志" });
    expect(await within(dialog).findByText("log of run 2")).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText("运行事件"), "1");
    expect(await within(dialog).findByText("log of run 1")).toBeInTheDocument();
  });

  it("全息日志 says when there are no runs", async () => {
    mockApi({ "GET /api/subscribe/get_sub_logs": { code: 0, data: [] } });
    const user = userEvent.setup();
    renderWithApp(<MediaCard item={{ ...movie, status: 0, subId: 9 }} showLog />);
    await user.click(screen.getByRole("button", { name: "全息日志" }));
    expect(
      await screen.findByText("这条订阅没有运行记录，或者正在处理中，请稍后查看！"),
    ).toBeInTheDocument();
  });

  it("洗版 on a completed movie: its filter in the FilterForm, saved with re_version; 详情 links to the detail view", async () => {
    const fetchMock = mockApi({
      "GET /api/subscribe/get_sub": {
        code: 0,
        data: {
          id: 9,
          filter_name: "system:newFilter",
          filter_config: JSON.stringify({ resolution: ["1080p"], has_cn: true }),
        },
      },
      "GET /api/common/filter_options": {
        code: 0,
        data: { filter_list: [], resolution: ["2160p", "1080p"] },
      },
      "POST /api/subscribe/re_version": { code: 0, message: "已保存", data: 2 },
    });
    const user = userEvent.setup();
    renderWithApp(<MediaCard item={{ ...movie, status: 1, subId: 9 }} />);
    expect(screen.getByRole("link", { name: "详情" })).toHaveAttribute(
      "href",
      "/subscribe/detail?id=9",
    );
    await user.click(screen.getByRole("button", { name: "洗版" }));
    const dialog = await screen.findByRole("dialog", { name: "肖申克的救赎(1994) 过滤器设置" });
    const form = await within(dialog).findByRole("form", { name: "过滤器" });
    expect(within(form).getByLabelText("必须有中文字幕")).toBeChecked();
    // 过滤下载模式 only for a movie still subscribed.
    expect(within(form).queryByLabelText("过滤下载模式")).toBeNull();
    await user.click(within(form).getByLabelText("必须是特效字幕"));
    await user.click(within(dialog).getByRole("button", { name: "确定" }));
    expect(await screen.findByText("已保存")).toBeInTheDocument();
    const sent = body(callsTo(fetchMock, "POST /api/subscribe/re_version")[0] ?? {});
    expect(sent).toMatchObject({
      sub_id: 9,
      resolution: ["1080p"],
      has_cn: true,
      has_special: true,
    });
    expect(sent).not.toHaveProperty("filter_name");
    expect(sent).not.toHaveProperty("download_mode");
    // The answer's status shows: 洗版中 offers 过滤.
    await waitFor(() => expect(screen.getByRole("button", { name: "过滤" })).toBeInTheDocument());
  });
});
