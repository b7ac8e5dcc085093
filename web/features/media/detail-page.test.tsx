import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { callsTo, mockApi } from "../../../tests/unit/mock-api";
import { renderWithApp } from "../../../tests/unit/render";
import { signedInStore } from "../../../tests/unit/signed-in";
import { MediaDetailPage } from "./detail-page";

const show = {
  douban_id: "35267208",
  tmdb_id: 108545,
  imdb_id: "tt13016388",
  type: "TV",
  title: "三体",
  original_title: "3 Body Problem",
  year: 2023,
  rating: 8.7,
  genres: ["剧情", "科幻"],
  runtime: 45,
  overview: "地球文明与三体文明的信息交流。",
  poster_url: "/api/common/image?url=p",
  backdrop_url: "/api/common/image?url=b",
  cast: [{ name: "张鲁一", character: "史强", profile_url: "/api/common/image?url=c" }],
  seasons: [
    {
      season_number: 1,
      name: "第 1 季",
      episode_count: 30,
      air_date: "2023-01-15",
      douban_id: "35267208",
    },
  ],
  links: {
    douban: "https://movie.douban.com/subject/35267208/",
    tmdb: "https://www.themoviedb.org/tv/108545",
    imdb: "https://www.imdb.com/title/tt13016388/",
  },
  status: null,
  sub_id: null,
};

describe("/media/detail", () => {
  it("shows the title's facts, cast, seasons and links", async () => {
    const fetchMock = mockApi({ "GET /api/movie/media_detail": { code: 0, data: show } });
    renderWithApp(<MediaDetailPage />, { path: "/media/detail?douban_id=35267208" });
    expect(await screen.findByRole("heading", { level: 1, name: "三体" })).toBeInTheDocument();
    expect(screen.getByText("2023")).toBeInTheDocument();
    expect(document.title).toBe("三体 | Movie Robot");
    expect(screen.getByText("3 Body Problem")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "评分 8.7" })).toBeInTheDocument();
    expect(screen.getByText("科幻")).toBeInTheDocument();
    expect(screen.getByText("45 分钟")).toBeInTheDocument();
    expect(screen.getByText("地球文明与三体文明的信息交流。")).toBeInTheDocument();
    expect(screen.getByText("张鲁一")).toBeInTheDocument();
    expect(screen.getByText("史强")).toBeInTheDocument();
    expect(screen.getByText("30 集")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "IMDb" })).toHaveAttribute("href", show.links.imdb);
    expect(screen.getByRole("link", { name: "豆瓣" })).toHaveAttribute("href", show.links.douban);
    expect(screen.getByText("未订阅")).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain("douban_id=35267208");
  });

  it("shows the part each actor plays (Douban's 饰 …) under the actor's name", async () => {
    const cast = [
      { name: "丹尼尔·克雷格", character: "饰 詹姆斯·邦德 James Bond", profile_url: "" },
      { name: "无名演员", character: "", profile_url: "" },
    ];
    mockApi({ "GET /api/movie/media_detail": { code: 0, data: { ...show, cast } } });
    renderWithApp(<MediaDetailPage />, { path: "/media/detail?douban_id=35267208" });
    const bond = (await screen.findByText("丹尼尔·克雷格")).closest("li");
    expect(bond).not.toBeNull();
    expect(within(bond as HTMLElement).getByText("饰 詹姆斯·邦德 James Bond")).toBeInTheDocument();
    const unnamed = screen.getByText("无名演员").closest("li") as HTMLElement;
    expect(unnamed.textContent).toBe("无名演员");
  });

  it("订阅 subscribes the chosen season; 取消订阅 asks and deletes", async () => {
    const fetchMock = mockApi({
      "GET /api/movie/media_detail": { code: 0, data: show },
      "GET /api/common/filter_options": { code: 0, data: {} },
      "POST /api/subscribe/sub_douban": { code: 0, message: "订阅成功" },
      "POST /api/subscribe/delete_sub": { code: 0, message: "已取消" },
    });
    const user = userEvent.setup();
    renderWithApp(<MediaDetailPage />, { path: "/media/detail?douban_id=35267208" });
    await user.click(await screen.findByRole("button", { name: "订阅" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "确定" }));
    expect(await screen.findByText("订阅中")).toBeInTheDocument();
    expect(
      JSON.parse(String(callsTo(fetchMock, "POST /api/subscribe/sub_douban")[0]?.body)),
    ).toMatchObject({
      id: "35267208",
      season_ids: ["35267208"],
      sub_mode: "Normal",
    });
    await user.click(screen.getByRole("button", { name: "取消订阅" }));
    const confirm = await screen.findByRole("alertdialog", { name: "删除提示" });
    await user.click(within(confirm).getByRole("button", { name: "删除" }));
    expect(await screen.findByText("未订阅")).toBeInTheDocument();
  });

  it("by TMDB id; a refusal shows the reason and the settings link", async () => {
    const fetchMock = mockApi({
      "GET /api/movie/media_detail": { code: 1, message: "TMDB API Key 无效" },
    });
    renderWithApp(<MediaDetailPage />, {
      path: "/media/detail?tmdb_id=603&media_type=Movie",
      store: signedInStore(),
    });
    // (Toasts of earlier tests are alerts too: look for the text.)
    expect(await screen.findByText("TMDB API Key 无效")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "设置 TMDB" })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain("tmdb_id=603&media_type=Movie");
  });

  it("says so when the address names no title", () => {
    const fetchMock = mockApi({});
    renderWithApp(<MediaDetailPage />, { path: "/media/detail" });
    expect(screen.getByText(/没有 douban_id 或 tmdb_id/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("is the place to act: 入库状态 per season and episode, records, subscriptions, 搜索资源", async () => {
    const holdings = {
      library: {
        status: "partial",
        servers: ["客厅"],
        filed: true,
        seasons: [{ season: 1, status: "partial", episodes: [1, 2, 3], whole: false, total: 30 }],
      },
      records: [
        {
          id: 7,
          name: "3.Body.S01E01-E03.2023.1080p",
          site: "hdsky",
          status: 1,
          season: 1,
          episodes: "1,2,3",
          filed: true,
          created_at: "2026-11-02 10:00:00",
          completed_at: "2026-11-02 11:00:00",
        },
      ],
      subscriptions: [
        {
          id: 4,
          uid: 2,
          nickname: "妈妈",
          season: 1,
          status: 3,
          created_at: "2026-11-01 10:00:00",
        },
      ],
    };
    const fetchMock = mockApi({
      "GET /api/movie/media_detail": { code: 0, data: show },
      "GET /api/movie/title_holdings": { code: 0, data: holdings },
    });
    renderWithApp(<MediaDetailPage />, {
      path: "/media/detail?douban_id=35267208&from=%2Frecommend%2FdoubanTop250",
    });
    const library = await screen.findByRole("region", { name: "入库状态" });
    expect(await within(library).findByText("媒体服务器：客厅")).toBeInTheDocument();
    expect(within(library).getByText("已有 E1、E2、E3")).toBeInTheDocument();
    expect(within(library).getByText(/^缺 E4、E5/)).toBeInTheDocument();
    expect(within(library).getByText("第3集 已入库")).toBeInTheDocument();
    expect(within(library).getByText("第4集 未入库")).toBeInTheDocument();
    expect(within(library).getByRole("link", { name: "搜索第1季第4集的资源" })).toHaveAttribute(
      "href",
      "/movie/search?keyword=%E4%B8%89%E4%BD%93&searchSite=true&season=1&episode=4&tmdb_id=108545&media_type=TV",
    );
    expect(within(library).getByRole("link", { name: "搜索第1季的资源" })).toBeInTheDocument();
    expect(screen.getAllByText("部分入库").length).toBeGreaterThan(0);
    expect(screen.getByRole("link", { name: "搜索资源" })).toHaveAttribute(
      "href",
      "/movie/search?keyword=%E4%B8%89%E4%BD%93&searchSite=true&tmdb_id=108545&media_type=TV",
    );

    const records = screen.getByRole("region", { name: "下载记录" });
    expect(within(records).getByText("3.Body.S01E01-E03.2023.1080p")).toBeInTheDocument();
    expect(within(records).getByText("2026-11-02 11:00:00 完成")).toBeInTheDocument();
    expect(within(records).getByRole("link", { name: "在下载记录中查看" })).toHaveAttribute(
      "href",
      "/download/record?tmdb=108545",
    );
    const subs = screen.getByRole("region", { name: "订阅" });
    expect(within(subs).getByText("妈妈 的订阅")).toBeInTheDocument();
    expect(within(subs).getByText("等待批准")).toBeInTheDocument();
    expect(within(subs).getByRole("link", { name: "查看订阅" })).toHaveAttribute(
      "href",
      "/subscribe/detail?id=4",
    );
    // The breadcrumb names where the page was opened from, linking back.
    const crumbs = screen.getByRole("navigation", { name: "当前位置" });
    expect(within(crumbs).getByText("发现")).toBeInTheDocument();
    expect(within(crumbs).getByRole("link", { name: "豆瓣Top250" })).toHaveAttribute(
      "href",
      "/recommend/doubanTop250",
    );
    expect(within(crumbs).queryByText("媒体库")).toBeNull();
    const asked = fetchMock.mock.calls
      .map(([u]) => String(u))
      .find((u) => u.includes("title_holdings"));
    expect(asked).toContain("tmdb_id=108545");
    expect(asked).toContain("douban_id=35267208");
    expect(asked).toContain("media_type=TV");
  });

  it("ignores a from that is not one of our screens", async () => {
    mockApi({
      "GET /api/movie/media_detail": { code: 0, data: show },
      "GET /api/movie/title_holdings": { code: 1, message: "x" },
    });
    renderWithApp(<MediaDetailPage />, {
      path: "/media/detail?douban_id=35267208&from=%2F%2Fevil.example%2Fx",
    });
    await screen.findByRole("heading", { level: 1, name: "三体" });
    const crumbs = screen.getByRole("navigation", { name: "当前位置" });
    expect(within(crumbs).getByText("媒体库")).toBeInTheDocument();
    expect(await screen.findByText("读取入库状态失败")).toBeInTheDocument();
  });
});
