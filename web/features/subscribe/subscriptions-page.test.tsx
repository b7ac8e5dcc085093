import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, mockApi } from "../../../tests/unit/mock-api";
import { renderWithApp } from "../../../tests/unit/render";
import { choicesOf, readFilters } from "./sub-filters";
import { MovieSubscriptionsPage, TvSubscriptionsPage } from "./subscriptions-page";

const sub = (id: number, name: string, status: number, area: string, genres: string, en = "") => ({
  id,
  douban_id: String(100 + id),
  type: "Movie",
  cn_name: name,
  en_name: en,
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
      sub(3, "待批的片", 3, "美国", "剧情", "Waiting Film"),
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

describe("我订阅的电影 from a backend that answers the whole list (the original, proxy mode)", () => {
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

  it("filters by a keyword typed in 名称 here, held in the URL with the other filters", async () => {
    mockApi(routes);
    const user = userEvent.setup();
    const view = renderWithApp(<MovieSubscriptionsPage />, {
      path: "/subscribe/movie-index?area=美国",
    });
    expect(await screen.findByText("待批的片(2020)")).toBeInTheDocument();
    await user.type(screen.getByRole("searchbox", { name: "名称" }), "waiting");
    // The original name, in any case, as the server's LIKE.
    await vi.waitFor(() =>
      expect(new URLSearchParams(view.location.history.at(-1)?.split("?")[1]).get("keyword")).toBe(
        "waiting",
      ),
    );
    expect(titles()).toEqual(["待批的片(2020)"]);
    expect(new URLSearchParams(view.location.history.at(-1)?.split("?")[1]).get("area")).toBe(
      "美国",
    );
    await user.clear(screen.getByRole("searchbox", { name: "名称" }));
    await user.type(screen.getByRole("searchbox", { name: "名称" }), "没有这部{Enter}");
    expect(await screen.findByText("暂无数据")).toBeInTheDocument();
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

// An IntersectionObserver that sees every element at once: the sentinel
// below the grid asks for the next page as soon as it is armed.
class SeeingEverything {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.callback(
      [{ isIntersecting: true, target } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
  disconnect() {}
  unobserve() {}
}

/** This server's paged answer over `count` subscriptions, newest first. */
const pagedList = (count: number) => (_init: RequestInit, url: URL) => {
  const page = Number(url.searchParams.get("page"));
  const size = Number(url.searchParams.get("size"));
  const ids = Array.from({ length: count }, (_, i) => count - i).slice(
    (page - 1) * size,
    page * size,
  );
  return jsonResponse({
    code: 0,
    data: {
      total: count,
      page,
      size,
      items: ids.map((id) => sub(id, `片${id}`, 0, "美国", "剧情")),
      areas: ["美国", "冰岛"],
      genres: ["剧情"],
    },
  });
};

describe("我订阅的电影 from this server (paged)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks page by page as the end nears and renders only the rows in view", async () => {
    vi.stubGlobal("IntersectionObserver", SeeingEverything);
    const fetchMock = mockApi({ ...routes, "GET /api/subscribe/list": pagedList(130) });
    renderWithApp(<MovieSubscriptionsPage />, { path: "/subscribe/movie-index" });
    expect(await screen.findByRole("status", { name: "" })).toHaveTextContent("共 130 个");
    const asked = () =>
      fetchMock.mock.calls
        .map(([u]) => new URL(String(u), "http://localhost"))
        .filter((u) => u.pathname === "/api/subscribe/list");
    await vi.waitFor(() => expect(asked()).toHaveLength(3));
    expect(asked().map((u) => u.searchParams.get("page"))).toEqual(["1", "2", "3"]);
    const first = asked()[0];
    expect(first?.searchParams.get("size")).toBe("60");
    expect(first?.searchParams.get("media_type")).toBe("Movie");
    expect(first?.searchParams.get("status")).toBe("0,3");
    const cards = document.querySelectorAll(".mr-media-grid > li[aria-posinset]");
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThan(130);
    expect(cards[0]?.getAttribute("aria-setsize")).toBe("130");
  });

  it("sends the URL's filters to the server and offers the words it answers", async () => {
    const fetchMock = mockApi({ ...routes, "GET /api/subscribe/list": pagedList(3) });
    const user = userEvent.setup();
    renderWithApp(<MovieSubscriptionsPage />, {
      path: "/subscribe/movie-index?status=0,1&area=美国&cate=科幻",
    });
    expect(await screen.findByText("片3(2020)")).toBeInTheDocument();
    const url = new URL(
      String(fetchMock.mock.calls.find(([u]) => String(u).includes("list"))?.[0]),
      "http://localhost",
    );
    expect([
      url.searchParams.get("status"),
      url.searchParams.get("area"),
      url.searchParams.get("cate"),
    ]).toEqual(["0,1", "美国", "科幻"]);
    // Filtered by the server: the page shows what it answered.
    expect(titles()).toEqual(["片3(2020)", "片2(2020)", "片1(2020)"]);
    await user.click(screen.getByRole("button", { name: /^区域/ }));
    expect(await screen.findByRole("checkbox", { name: "冰岛" })).toBeInTheDocument();
  });
});

describe("名称 with this server (paged)", () => {
  it("reads the keyword from the URL, asks the server with it, and sends what is typed once typing rests", async () => {
    const fetchMock = mockApi({ ...routes, "GET /api/subscribe/list": pagedList(3) });
    const user = userEvent.setup();
    const view = renderWithApp(<MovieSubscriptionsPage />, {
      path: "/subscribe/movie-index?keyword=片&area=美国",
    });
    expect(await screen.findByText("片3(2020)")).toBeInTheDocument();
    const box = screen.getByRole("searchbox", { name: "名称" });
    expect(box).toHaveValue("片");
    const asked = () =>
      fetchMock.mock.calls
        .map(([u]) => new URL(String(u), "http://localhost"))
        .filter((u) => u.pathname === "/api/subscribe/list");
    expect(asked()[0]?.searchParams.get("keyword")).toBe("片");
    await user.type(box, "2");
    await vi.waitFor(() => expect(asked().at(-1)?.searchParams.get("keyword")).toBe("片2"));
    const last = asked().at(-1);
    expect([last?.searchParams.get("area"), last?.searchParams.get("page")]).toEqual(["美国", "1"]);
    // One request for the pause, not one per key.
    expect(asked().filter((u) => u.searchParams.get("keyword") === "片")).toHaveLength(1);
    const query = new URLSearchParams(view.location.history.at(-1)?.split("?")[1]);
    expect([query.get("keyword"), query.get("area")]).toEqual(["片2", "美国"]);
    await user.clear(box);
    await vi.waitFor(() =>
      expect(new URLSearchParams(view.location.history.at(-1)?.split("?")[1]).has("keyword")).toBe(
        false,
      ),
    );
    await vi.waitFor(() => expect(asked().at(-1)?.searchParams.has("keyword")).toBe(false));
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

  it("reads the keyword trimmed, none as empty", () => {
    expect(readFilters(new URLSearchParams("keyword=%20dune%20")).keyword).toBe("dune");
    expect(readFilters(new URLSearchParams("")).keyword).toBe("");
  });
});
