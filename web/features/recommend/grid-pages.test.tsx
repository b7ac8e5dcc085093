import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../../tests/unit/mock-api";
import { renderWithApp } from "../../../tests/unit/render";
import { signedInStore } from "../../../tests/unit/signed-in";
import { DoubanTop250Page } from "./top250-page";
import { UserMovieTrendPage, UserTvTrendPage } from "./trend-page";

describe("豆瓣Top250", () => {
  it("shows the whole ranking as one grid", async () => {
    const top = Array.from({ length: 250 }, (_, i) => ({
      id: String(1000 + i),
      type: "Movie",
      cn_name: `佳片${i + 1}`,
      rating: 9,
      release_year: 1990,
    }));
    const fetchMock = mockApi({
      "GET /api/movie/douban_rank_list": { code: 0, data: top },
      "POST /api/movie/title_states": { code: 0, data: [] },
    });
    renderWithApp(<DoubanTop250Page />, { path: "/recommend/doubanTop250" });
    // Role queries over 250 cards are slow in jsdom: count the cards directly.
    expect(await screen.findByText("佳片250(1990)", {}, { timeout: 25_000 })).toBeInTheDocument();
    expect(document.querySelectorAll("ul[aria-label='豆瓣Top250'] > li")).toHaveLength(250);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain("type=movie_top250");
  }, 30_000);
});

describe("TMDB trend pages", () => {
  it("page through the week's trending movies with 加载更多 until an empty page", async () => {
    const fetchMock = mockApi({
      "GET /api/movie/tmdb_trending": (_init: RequestInit, url: URL) => {
        const page = Number(url.searchParams.get("page"));
        const data =
          page > 2
            ? []
            : [
                {
                  id: String(page),
                  tmdb_id: page,
                  type: "Movie",
                  cn_name: `趋势${page}`,
                  rating: 7,
                },
              ];
        return new Response(JSON.stringify({ code: 0, data }));
      },
    });
    const user = userEvent.setup();
    renderWithApp(<UserMovieTrendPage />, { path: "/recommend/userMovieTrend" });
    const grid = await screen.findByRole("list", { name: "用户电影趋势" });
    expect(within(grid).getByRole("link", { name: "趋势1" })).toHaveAttribute(
      "href",
      "/media/detail?tmdb_id=1&media_type=Movie&from=%2Frecommend%2FuserMovieTrend",
    );
    await user.click(screen.getByRole("button", { name: "加载更多" }));
    expect(await screen.findByRole("link", { name: "趋势2" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "加载更多" }));
    expect(await screen.findByRole("button", { name: "没有更多了" })).toBeDisabled();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain("media_type=Movie&page=1");
  });

  it("the show page asks for TV and shows the guidance when TMDB is not set up", async () => {
    const fetchMock = mockApi({
      "GET /api/movie/tmdb_trending": { code: 1, message: "未设置 TMDB API Key" },
    });
    renderWithApp(<UserTvTrendPage />, { path: "/recommend/userTvTrend", store: signedInStore() });
    expect(await screen.findByRole("alert")).toHaveTextContent("未设置 TMDB API Key");
    expect(screen.getByRole("link", { name: "设置 TMDB" })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain("media_type=TV");
  });
});
