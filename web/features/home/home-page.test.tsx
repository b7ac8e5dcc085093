import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { callsTo, mockApi } from "../../../tests/unit/mock-api";
import { renderWithApp } from "../../../tests/unit/render";
import { signedInStore } from "../../../tests/unit/signed-in";
import { mediaImage } from "../../lib/media-image";
import { DAILY_CACHE_KEY, localDate } from "./api/daily-media";
import { lunarDate, lunarDay } from "./calendar";
import { DailyBanner } from "./daily-banner";
import { HomePage } from "./home-page";

// Each feed item asks for its poster's address once a render: counts item renders.
vi.mock("../../lib/media-image", async (actual) => {
  const real = await actual<typeof import("../../lib/media-image")>();
  return { ...real, mediaImage: vi.fn(real.mediaImage) };
});

const daily = {
  doubanId: "1292052",
  title: "肖申克的救赎",
  releaseYear: 1994,
  mediaType: "Movie",
  backgroundUrl: "/api/common/image?url=x",
  comment: "希望让人自由。",
  rating: 9.7,
  url: "https://movie.douban.com/subject/1292052/",
  appUrl: "douban://douban.com/movie/1292052",
};

const page = (start: number, count: number, hasMore: boolean) => ({
  code: 0,
  data: {
    items: Array.from({ length: count }, (_, i) => ({
      id: String(start + i),
      title: `推荐${start + i}`,
      year: 2024,
      subtype: "movie",
      card_subtitle: "2024 / 美国 / 剧情",
      rating: { value: 8.2 },
      recommended_reason: start + i === 0 ? "你看过的同类影片" : null,
    })),
    has_more: hasMore,
    next_start: start + count,
  },
});

describe("calendar", () => {
  it("names lunar days as the calendar does", () => {
    expect([1, 10, 16, 20, 21, 30].map(lunarDay)).toEqual([
      "初一",
      "初十",
      "十六",
      "二十",
      "廿一",
      "三十",
    ]);
    expect(lunarDate(new Date(2026, 10, 24))).toBe("十月十六");
  });
});

describe("DailyBanner", () => {
  it("shows the day, month | weekday, the lunar date, title, 豆瓣评分 and comment", async () => {
    mockApi({ "GET /api/common/daily_media": { code: 0, data: daily } });
    renderWithApp(<DailyBanner now={new Date(2026, 10, 24)} />);
    const banner = await screen.findByRole("region", { name: "今日推荐" });
    expect(within(banner).getByText("24")).toBeInTheDocument();
    expect(within(banner).getByText("十一月 | 星期二")).toBeInTheDocument();
    expect(within(banner).getByText("农历十月十六")).toBeInTheDocument();
    expect(within(banner).getByRole("link", { name: "肖申克的救赎" })).toHaveAttribute(
      "href",
      daily.url,
    );
    expect(within(banner).getByText("豆瓣评分 9.7")).toBeInTheDocument();
    expect(within(banner).getByText("希望让人自由。")).toBeInTheDocument();
  });

  it("keeps the day's answer in localStorage.dailyRecommend and asks once a day", async () => {
    const fetchMock = mockApi({ "GET /api/common/daily_media": { code: 0, data: daily } });
    const first = renderWithApp(<DailyBanner />);
    expect(await screen.findByText("肖申克的救赎")).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(DAILY_CACHE_KEY) ?? "{}").date).toBe(
      localDate(new Date()),
    );
    first.unmount();
    renderWithApp(<DailyBanner />);
    expect(await screen.findByText("肖申克的救赎")).toBeInTheDocument();
    expect(callsTo(fetchMock, "GET /api/common/daily_media")).toHaveLength(1);
  });

  it("a click on the banner opens the subscribe dialog for the title", async () => {
    mockApi({
      "GET /api/common/daily_media": { code: 0, data: daily },
      "GET /api/common/filter_options": { code: 0, data: {} },
    });
    const user = userEvent.setup();
    renderWithApp(<DailyBanner />);
    await user.click(await screen.findByText("希望让人自由。"));
    expect(
      await screen.findByRole("dialog", { name: "确定要订阅 肖申克的救赎(1994) 吗？" }),
    ).toBeInTheDocument();
  });

  it("shows the day's title as 等待批准, not 订阅, once the user has asked for it", async () => {
    mockApi({
      "GET /api/common/daily_media": { code: 0, data: daily },
      "POST /api/movie/title_states": { code: 0, data: ["pending"] },
    });
    const user = userEvent.setup();
    renderWithApp(<DailyBanner />);
    expect(await screen.findByText("等待批准")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "订阅 肖申克的救赎" })).toBeNull();
    await user.click(screen.getByText("希望让人自由。"));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("HomePage", () => {
  it("pages the 推荐 feed in until 没有更多了; cards link to the detail page", async () => {
    mockApi({
      "GET /api/common/daily_media": { code: 0, data: daily },
      "GET /api/movie/douban_suggestion": (_init: RequestInit, url: URL) => {
        const start = Number(url.searchParams.get("start"));
        return new Response(JSON.stringify(start === 0 ? page(0, 10, true) : page(10, 3, false)));
      },
    });
    const user = userEvent.setup();
    renderWithApp(<HomePage />, { path: "/" });
    expect(screen.getByRole("heading", { level: 1, name: "首页" })).toBeInTheDocument();
    const feed = await screen.findByRole("list", { name: "推荐" });
    expect(within(feed).getAllByRole("listitem")).toHaveLength(10);
    expect(within(feed).getByRole("link", { name: "推荐0" })).toHaveAttribute(
      "href",
      "/media/detail?douban_id=0&from=%2Fhome",
    );
    expect(within(feed).getByText("你看过的同类影片")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "加载更多" }));
    expect(await screen.findByRole("link", { name: "推荐12" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "没有更多了" })).toBeDisabled();
  });

  it("a next page renders its own items only: the items shown are not rendered again", async () => {
    mockApi({
      "GET /api/common/daily_media": { code: 0, data: daily },
      "GET /api/movie/douban_suggestion": (_init: RequestInit, url: URL) => {
        const start = Number(url.searchParams.get("start"));
        return new Response(JSON.stringify(page(start, 20, start === 0)));
      },
    });
    const user = userEvent.setup();
    renderWithApp(<HomePage />, { path: "/" });
    const feed = await screen.findByRole("list", { name: "推荐" });
    await waitFor(() => expect(within(feed).getAllByRole("listitem")).toHaveLength(20));
    const before = vi.mocked(mediaImage).mock.calls.length;
    await user.click(screen.getByRole("button", { name: "加载更多" }));
    await waitFor(() => expect(within(feed).getAllByRole("listitem")).toHaveLength(40));
    await screen.findByRole("button", { name: "没有更多了" });
    // 20 renders for the 20 new items; rendering the first page again made it 40 and more.
    expect(vi.mocked(mediaImage).mock.calls.length - before).toBeLessThanOrEqual(25);
  });

  it("a 推荐 title already asked for shows its state instead of +: no second request", async () => {
    mockApi({
      "GET /api/common/daily_media": { code: 0, data: daily },
      "GET /api/movie/douban_suggestion": page(0, 4, false),
      "POST /api/movie/title_states": (init: RequestInit) => {
        const { items } = JSON.parse(String(init.body)) as { items: { douban_id: string }[] };
        const states: Record<string, string> = { "1": "pending", "2": "in_library" };
        return new Response(
          JSON.stringify({ code: 0, data: items.map((k) => states[k.douban_id] ?? "") }),
        );
      },
    });
    renderWithApp(<HomePage />, { path: "/" });
    const feed = await screen.findByRole("list", { name: "推荐" });
    const row = (n: number) =>
      within(feed)
        .getByRole("link", { name: `推荐${n}` })
        .closest("li") as HTMLElement;
    await waitFor(() => expect(within(row(1)).getByText("等待批准")).toBeInTheDocument());
    expect(within(row(1)).queryByRole("button", { name: "订阅 推荐1" })).toBeNull();
    expect(within(row(2)).getByText("已入库")).toBeInTheDocument();
    expect(within(row(2)).queryByRole("button", { name: "订阅 推荐2" })).toBeNull();
    expect(within(row(0)).getByRole("button", { name: "订阅 推荐0" })).toBeInTheDocument();
  });

  it("shows 10 skeletons while the first page loads, and the reason when it fails", async () => {
    mockApi({
      "GET /api/common/daily_media": { code: 1, message: "未配置豆瓣" },
      "GET /api/movie/douban_suggestion": { code: 1, message: "未配置豆瓣" },
    });
    renderWithApp(<HomePage />, { path: "/home", store: signedInStore() });
    expect(screen.getAllByRole("status", { name: "加载中…" }).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getAllByRole("alert")).toHaveLength(2));
    expect(screen.getAllByRole("link", { name: "设置豆瓣" })[0]).toHaveAttribute(
      "href",
      "/setting/edit-douban",
    );
  });
});
