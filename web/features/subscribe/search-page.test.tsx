import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../../tests/unit/mock-api";
import { renderWithApp } from "../../../tests/unit/render";
import { SubscribeSearchPage } from "./search-page";

describe("/subscribe/search", () => {
  it("searches Douban for the keyword of the URL", async () => {
    const fetchMock = mockApi({
      "GET /api/movie/search_douban": {
        code: 0,
        data: [
          { id: "26266893", type: "Movie", cn_name: "流浪地球", release_year: 2019, rating: 7.9 },
          {
            id: "35267208",
            type: "TV",
            cn_name: "三体",
            release_year: 2023,
            season_index: 1,
            status: 0,
            sub_id: 3,
          },
        ],
      },
    });
    renderWithApp(<SubscribeSearchPage />, { path: "/subscribe/search?keyword=流浪地球" });
    expect(
      screen.getByRole("heading", { level: 1, name: "流浪地球 的搜索结果" }),
    ).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "流浪地球(2019)" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "三体(2023)" })).toBeInTheDocument();
    expect(screen.getByText("第1季(2023)")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "订阅中" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "全息日志" })).not.toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(
      `keyword=${encodeURIComponent("流浪地球")}`,
    );
  });

  it("without a keyword says how to search and asks nothing", () => {
    const fetchMock = mockApi({});
    renderWithApp(<SubscribeSearchPage />, { path: "/subscribe/search" });
    expect(screen.getByText(/在地址中给出 keyword/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
