import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../../tests/unit/mock-api";
import { renderWithApp } from "../../../tests/unit/render";
import { choicesOf, readFilters } from "./sub-filters";
import { MovieSubscriptionsPage, TvSubscriptionsPage } from "./subscriptions-page";

const sub = (id: number, name: string, status: number, area: string, genres: string) => ({
  id,
  douban_id: String(100 + id),
  type: "Movie",
  cn_name: name,
  release_year: 2020,
  rating: 8,
  status,
  area,
  genres,
});

const routes = {
  "GET /api/subscribe/list": {
    code: 0,
    data: [
      sub(1, "订阅中的片", 0, "中国大陆", "剧情,喜剧"),
      sub(2, "完成的片", 1, "美国", "科幻"),
      sub(3, "待批的片", 3, "美国", "剧情"),
    ],
  },
  "GET /api/common/filter_options": {
    code: 0,
    data: { area: ["中国大陆", "美国"], cate: ["剧情", "喜剧", "科幻"] },
  },
};

const titles = () =>
  // The title link under the poster (a subscribed card's overlay has its 详情 link too).
  screen.getAllByRole("article").map((a) => a.querySelector("a.mr-media-title")?.textContent);

describe("我订阅的电影", () => {
  it("shows 订阅中 and 等待批准 by default, with 全息日志 on subscribed cards", async () => {
    const fetchMock = mockApi(routes);
    renderWithApp(<MovieSubscriptionsPage />, { path: "/subscribe/movie-index" });
    expect(await screen.findByText("订阅中的片(2020)")).toBeInTheDocument();
    expect(titles()).toEqual(["订阅中的片(2020)", "待批的片(2020)"]);
    expect(screen.getByRole("button", { name: "全息日志" })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls.find(([u]) => String(u).includes("list"))?.[0])).toContain(
      "media_type=Movie",
    );
  });

  it("reads the filters from the URL and writes changes back to it", async () => {
    mockApi(routes);
    const user = userEvent.setup();
    const view = renderWithApp(<MovieSubscriptionsPage />, {
      path: "/subscribe/movie-index?status=0,1,3&area=美国",
    });
    expect(await screen.findByText("完成的片(2020)")).toBeInTheDocument();
    expect(titles()).toEqual(["完成的片(2020)", "待批的片(2020)"]);
    await user.click(screen.getByRole("button", { name: /^风格/ }));
    await user.click(await screen.findByRole("checkbox", { name: "科幻" }));
    expect(titles()).toEqual(["完成的片(2020)"]);
    const query = new URLSearchParams(view.location.history.at(-1)?.split("?")[1]);
    expect(query.get("cate")).toBe("科幻");
    expect(query.get("area")).toBe("美国");
    expect(query.get("status")).toBe("0,1,3");
  });

  it("剧集 asks for TV and says 暂无数据 when there is nothing", async () => {
    const fetchMock = mockApi({ ...routes, "GET /api/subscribe/list": { code: 0, data: [] } });
    renderWithApp(<TvSubscriptionsPage />, { path: "/subscribe/tv-index" });
    expect(await screen.findByText("暂无数据")).toBeInTheDocument();
    expect(String(fetchMock.mock.calls.find(([u]) => String(u).includes("list"))?.[0])).toContain(
      "media_type=TV",
    );
  });
});

describe("choicesOf", () => {
  it("offers the server's list, then what the records carry beyond it", () => {
    expect(choicesOf(["美国"], ["中国大陆,美国", "日本 / 美国"])).toEqual([
      "美国",
      "中国大陆",
      "日本",
    ]);
    expect(choicesOf(undefined, [""])).toEqual([]);
  });
});

describe("readFilters", () => {
  it("defaults to 0+3 only when the URL has no status at all", () => {
    expect(readFilters(new URLSearchParams("")).status).toEqual(["0", "3"]);
    expect(readFilters(new URLSearchParams("status=")).status).toEqual([]);
  });
});
