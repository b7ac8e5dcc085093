import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { callsTo, mockApi } from "../../../tests/unit/mock-api";
import { renderWithApp } from "../../../tests/unit/render";
import { TvRankingPage } from "./ranking-page";

const body = (init: RequestInit | undefined) => JSON.parse(String(init?.body));

/** The TV rankings with 韩剧 followed; the list answers what `followed` holds at each call. */
function mockRankings(followed: { data_key: string }[], extra: Record<string, unknown> = {}) {
  return mockApi({
    "GET /api/movie/douban_rank_list": { code: 0, data: [] },
    "GET /api/subscribe/get_sub_dataset_list": () =>
      new Response(JSON.stringify({ code: 0, data: followed })),
    "GET /api/common/filter_options": {
      code: 0,
      data: { filter_name_list: ["4K"], resolution: ["2160p", "1080p"], filter_list: [] },
    },
    ...extra,
  });
}

describe("订阅榜单 on the ranking pages", () => {
  it("订阅榜单 asks 最低分数 (default 8.5) and a filter, posts sub_dataset and turns into 取消订阅", async () => {
    const followed = [{ data_key: "tv_korean" }];
    const fetchMock = mockRankings(followed, {
      "POST /api/subscribe/sub_dataset": () => {
        followed.push({ data_key: "tv_domestic" });
        return new Response(JSON.stringify({ code: 0, message: "已订阅榜单国产剧" }));
      },
    });
    const user = userEvent.setup();
    renderWithApp(<TvRankingPage />, { path: "/recommend/tv-ranking" });
    expect(await screen.findByRole("button", { name: "取消订阅榜单韩剧" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "订阅榜单国产剧" }));
    // The dialog's code loads on first use.
    const dialog = await screen.findByRole("dialog", { name: "确定要订阅 国产剧 吗？" });
    const rating = within(dialog).getByLabelText("最低分数");
    expect(rating).toHaveValue("8.5");
    await user.clear(rating);
    await user.type(rating, "11");
    await user.click(within(dialog).getByRole("button", { name: "确定" }));
    expect(within(dialog).getByText("最低分数必须是0到10之间的数字")).toBeInTheDocument();
    expect(callsTo(fetchMock, "POST /api/subscribe/sub_dataset")).toHaveLength(0);
    await user.clear(rating);
    await user.type(rating, "9.2");
    expect(await within(dialog).findByRole("option", { name: "4K" })).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText("过滤器"), "4K");
    await user.click(within(dialog).getByRole("button", { name: "确定" }));
    expect(await screen.findByRole("button", { name: "取消订阅榜单国产剧" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(body(callsTo(fetchMock, "POST /api/subscribe/sub_dataset")[0])).toEqual({
      name: "国产剧",
      data_key: "tv_domestic",
      data_type: "Trending",
      filter_name: "4K",
      rating: 9.2,
    });
  });

  it("独立设置过滤器 embeds the filter form and sends its rules without name or scope", async () => {
    const fetchMock = mockRankings([], {
      "POST /api/subscribe/sub_dataset": { code: 0, message: "已订阅榜单日剧" },
    });
    const user = userEvent.setup();
    renderWithApp(<TvRankingPage />, { path: "/recommend/tv-ranking" });
    await user.click(await screen.findByRole("button", { name: "订阅榜单日剧" }));
    const dialog = await screen.findByRole("dialog");
    await user.selectOptions(within(dialog).getByLabelText("过滤器"), "system:newFilter");
    const form = within(dialog).getByRole("form", { name: "日剧的独立过滤器" });
    expect(within(form).queryByLabelText("过滤器名称")).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "确定" }));
    await vi.waitFor(() =>
      expect(callsTo(fetchMock, "POST /api/subscribe/sub_dataset")).toHaveLength(1),
    );
    const sent = body(callsTo(fetchMock, "POST /api/subscribe/sub_dataset")[0]);
    expect(sent).toMatchObject({
      data_key: "tv_japanese",
      filter_name: "system:newFilter",
      rating: 8.5,
    });
    expect(sent.filter_config).toHaveProperty("resolution");
    for (const key of [
      "filter_name",
      "priority",
      "apply_media_type",
      "apply_cate",
      "download_mode",
    ]) {
      expect(sent.filter_config).not.toHaveProperty(key);
    }
  });

  it("取消订阅 confirms, posts delete_sub_dataset and turns back into 订阅榜单", async () => {
    const followed = [{ data_key: "tv_korean" }];
    const fetchMock = mockRankings(followed, {
      "POST /api/subscribe/delete_sub_dataset": () => {
        followed.length = 0;
        return new Response(JSON.stringify({ code: 0, message: "已取消订阅韩剧" }));
      },
    });
    const user = userEvent.setup();
    renderWithApp(<TvRankingPage />, { path: "/recommend/tv-ranking" });
    await user.click(await screen.findByRole("button", { name: "取消订阅榜单韩剧" }));
    const confirm = screen.getByRole("alertdialog", { name: "取消订阅榜单" });
    expect(confirm).toHaveTextContent("确认要取消订阅韩剧吗？");
    await user.click(within(confirm).getByRole("button", { name: "取消订阅" }));
    expect(await screen.findByRole("button", { name: "订阅榜单韩剧" })).toBeInTheDocument();
    expect(body(callsTo(fetchMock, "POST /api/subscribe/delete_sub_dataset")[0])).toEqual({
      data_type: "Trending",
      data_key: "tv_korean",
    });
  });
});
