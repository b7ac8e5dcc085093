import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { callsTo, mockApi } from "../../../tests/unit/mock-api";
import { renderWithApp } from "../../../tests/unit/render";
import { signedInStore } from "../../../tests/unit/signed-in";
import { MovieRankingPage, RecentPopularMoviePage, TvRankingPage } from "./ranking-page";

const card = (id: string, name: string) => ({
  id,
  type: "Movie",
  cn_name: name,
  rating: 8.1,
  release_year: 2024,
  status: null,
});

describe("ranking pages", () => {
  it("近期热门电影 shows one row per ranking key, each with its own cards", async () => {
    const fetchMock = mockApi({
      "GET /api/movie/douban_rank_list": (_init: RequestInit, url: URL) =>
        new Response(
          JSON.stringify({
            code: 0,
            data: [card(`${url.searchParams.get("type")}-1`, `片-${url.searchParams.get("type")}`)],
          }),
        ),
    });
    renderWithApp(<MovieRankingPage />, { path: "/recommend/movie-ranking" });
    expect(screen.getByRole("heading", { level: 1, name: "电影排行" })).toBeInTheDocument();
    for (const [title, key] of [
      ["实时热门电影", "movie_real_time_hotest"],
      ["近期热门电影", "ECPE465QY"],
      ["一周高分电影", "movie_weekly_best"],
      ["近期高分电影", "EC7Q5H2QI"],
    ] as const) {
      const row = await screen.findByRole("list", { name: title });
      expect(within(row).getByRole("link", { name: `片-${key}(2024)` })).toBeInTheDocument();
    }
    expect(callsTo(fetchMock, "GET /api/movie/douban_rank_list")).toHaveLength(4);
    // Until the followed rankings are known, no row offers 订阅榜单.
    expect(screen.queryByRole("button", { name: /订阅榜单/ })).not.toBeInTheDocument();
  });

  it("剧集 and 分类 pages name their rows", async () => {
    mockApi({ "GET /api/movie/douban_rank_list": { code: 0, data: [] } });
    const tv = renderWithApp(<TvRankingPage />, { path: "/recommend/tv-ranking" });
    for (const title of ["国产剧", "欧美剧", "日剧", "韩剧", "动漫"]) {
      expect(screen.getByRole("heading", { name: title })).toBeInTheDocument();
    }
    tv.unmount();
    renderWithApp(<RecentPopularMoviePage />, { path: "/recommend/recent-popular-movie" });
    for (const title of ["科幻", "喜剧", "动画", "动作", "爱情", "悬疑"]) {
      expect(screen.getByRole("heading", { name: title })).toBeInTheDocument();
    }
    expect((await screen.findAllByText("暂无数据")).length).toBe(6);
  });

  it("when every row is refused, one notice says why and links to the settings", async () => {
    mockApi({
      "GET /api/movie/douban_rank_list": { code: 1, message: "豆瓣请求过于频繁，请稍后再试" },
    });
    renderWithApp(<MovieRankingPage />, {
      path: "/recommend/movie-ranking",
      store: signedInStore(),
    });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("豆瓣请求过于频繁，请稍后再试");
    expect(within(alert).getByRole("link", { name: "设置豆瓣" })).toHaveAttribute(
      "href",
      "/setting/edit-douban",
    );
    expect(screen.getAllByRole("alert")).toHaveLength(1);
  });
});
