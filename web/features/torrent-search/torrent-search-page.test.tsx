import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createStore } from "jotai";
import { afterEach, describe, expect, it, vi } from "vitest";
import { adminUser, callsTo, jsonResponse, mockApi } from "../../../tests/unit/mock-api";
import { renderWithApp } from "../../../tests/unit/render";
import type { User } from "../../lib/api/auth-types";
import { authAtom } from "../../state/auth";
import { torrent } from "./test-torrents";
import { TorrentSearchPage } from "./torrent-search-page";

const TORRENTS = [
  torrent({ id: 1, upload_count: 50, download_volume_factor: 0, free_desc: "2026-12-01 00:00" }),
  torrent({
    id: 2,
    resolution: "1080p",
    media_source: "WEB-DL",
    upload_count: 300,
    minimum_ratio: 1,
  }),
  torrent({
    id: 3,
    cn_name: "奥本海默",
    movie_release_year: 2023,
    site_id: "mteam",
    site_name: "馒头",
  }),
];

function answer(torrents = TORRENTS) {
  return {
    code: 0,
    data: {
      torrents,
      site_names: ["天空", "馒头"],
      max_run_site_name: "馒头",
      max_run_time: 1.234,
      run_timeout_names: ["我堡"],
      site_errors: [{ site_id: "pter", site_name: "猫站", reason: "Cookie 已失效" }],
    },
  };
}

function setup(path: string, routes: Record<string, unknown> = {}, user: User = adminUser) {
  const fetchMock = mockApi({
    "GET /api/movie/search_keyword": answer(),
    "GET /api/media/search_by_keyword": { code: 0, data: [] },
    "GET /api/download/paths": { code: 0, data: ["/downloads/movies", "/downloads/tv"] },
    "GET /api/download/path_kinds": {
      code: 0,
      data: [
        { path: "/downloads/movies", types: ["movie", "other"] },
        { path: "/downloads/tv", types: ["tv"] },
      ],
    },
    "GET /api/site/get_sites": {
      code: 0,
      data: [
        { id: 1, site_name: "hdsky", alias: "天空" },
        { id: 2, site_name: "mteam", alias: "馒头" },
        { id: 3, site_name: "ourbits", alias: "我堡" },
        { id: 4, site_name: "pter", alias: "猫站" },
      ],
    },
    ...routes,
  });
  const store = createStore();
  store.set(authAtom, { isInitialized: true, isAuthenticated: true, user });
  const view = renderWithApp(<TorrentSearchPage />, { path, store });
  return { fetchMock, view, user: userEvent.setup() };
}

const SEARCH =
  "/movie/search?keyword=%E6%B2%99%E4%B8%98&site_id=hdsky,mteam,ourbits,pter&cates=Movie&searchDouban=false&searchMediaServer=true&searchSite=true";

/** A desktop-wide window: every min-width query matches. */
function wideWindow() {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query.includes("min-width"),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("TorrentSearchPage", () => {
  it("searches the sites, summarises and groups the results best first", async () => {
    const { fetchMock } = setup(SEARCH);
    expect(
      await screen.findByText(/在2个站点搜索到3条结果，其中馒头最慢，耗费1.23秒（我堡超时无结果）/),
    ).toBeInTheDocument();
    // No stream here (a 404, as from proxy mode's original backend): search_keyword answers.
    expect(callsTo(fetchMock, "GET /api/movie/search_stream")).toHaveLength(1);
    const [call] = callsTo(fetchMock, "GET /api/movie/search_keyword");
    expect(call).toBeDefined();
    // Which sites said nothing is spelled out.
    expect(screen.getByText(/超时无结果的站点：我堡/)).toBeInTheDocument();
    expect(screen.getByText("猫站：Cookie 已失效")).toBeInTheDocument();
    const list = screen.getByRole("list", { name: "种子列表" });
    const headings = within(list)
      .getAllByRole("heading", { level: 3 })
      .map((h) => h.textContent);
    expect(headings).toEqual(["沙丘2 (2024)：2个版本", "奥本海默 (2023)：1个版本"]);
    // The 4K free release beats the more seeded 1080p.
    const titles = within(list).getAllByRole("heading", { level: 4 });
    expect(titles[0]).toHaveTextContent("沙丘2(2024)");
    const first = titles[0]?.closest(".mr-torrent-card") as HTMLElement;
    expect(first).toHaveTextContent("Free");
    expect(first).toHaveTextContent("限时：2026-12-01 00:00");
    expect(first).not.toHaveTextContent("H&R");
    expect(titles[1]?.closest(".mr-torrent-card")).toHaveTextContent("H&R");
  });

  it("shows each site's results and state as the stream brings them", async () => {
    let push!: (line: object) => void;
    let end!: () => void;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        const bytes = new TextEncoder();
        push = (line) => controller.enqueue(bytes.encode(`${JSON.stringify(line)}\n`));
        end = () => controller.close();
      },
    });
    const { fetchMock } = setup(SEARCH, {
      "GET /api/movie/search_stream": () =>
        new Response(body, { headers: { "content-type": "application/x-ndjson" } }),
    });
    const sites = [
      { site_id: "hdsky", site_name: "天空" },
      { site_id: "mteam", site_name: "馒头" },
      { site_id: "pter", site_name: "猫站" },
    ];
    push({ type: "start", sites, deadline_ms: 3000 });
    const strip = await screen.findByRole("list", { name: "各站点的搜索状态" });
    // 天空 reads page by page: its first page, more to come.
    push({
      type: "site",
      ...sites[0],
      state: "ok",
      elapsed_ms: 420,
      page: 1,
      more: true,
      torrents: [TORRENTS[0]],
    });
    push({
      type: "site",
      ...sites[2],
      state: "failed",
      elapsed_ms: 15,
      reason: "连接被拒绝",
      torrents: [],
    });
    // 天空's result is listed while it reads its second page and 馒头 is still out.
    expect(await screen.findByText("正在搜索：1/3个站点已完成")).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "种子列表" })).toHaveTextContent("沙丘2");
    const item = (name: string) => within(strip).getByText(name).closest("li") as HTMLElement;
    expect(item("天空")).toHaveTextContent("天空第2页…1条0.4秒");
    expect(item("猫站")).toHaveTextContent("失败");
    expect(item("馒头")).toHaveTextContent("搜索中");
    // 天空 reads on: its second page's rows join the first page's.
    push({
      type: "site",
      ...sites[0],
      state: "ok",
      elapsed_ms: 810,
      page: 2,
      more: true,
      torrents: [TORRENTS[2]],
    });
    await waitFor(() =>
      expect(screen.getByRole("list", { name: "种子列表" })).toHaveTextContent("奥本海默"),
    );
    expect(item("天空")).toHaveTextContent("天空第3页…2条0.8秒");
    expect(screen.getByText("正在搜索：1/3个站点已完成")).toBeInTheDocument();
    // Its closing line: no more pages, 完成 with the rows of all its pages.
    push({ type: "site", ...sites[0], state: "ok", elapsed_ms: 900, page: 2, torrents: [] });
    await waitFor(() => expect(item("天空")).toHaveTextContent("天空完成2条0.9秒"));
    expect(screen.getByText("正在搜索：2/3个站点已完成")).toBeInTheDocument();
    push({
      type: "site",
      ...sites[1],
      state: "slow",
      elapsed_ms: 3001,
      reason: "超过3s没有结果",
      torrents: [],
    });
    push({ type: "done", summary: { max_run_site_name: "天空", max_run_time: 0.42 } });
    end();
    expect(
      await screen.findByText(/在1个站点搜索到2条结果，其中天空最慢，耗费0.42秒（馒头超时无结果）/),
    ).toBeInTheDocument();
    expect(item("馒头")).toHaveTextContent("超时3.0秒");
    expect(callsTo(fetchMock, "GET /api/movie/search_keyword")).toHaveLength(0);
  });

  it("holds the filters and the sort in the address", async () => {
    wideWindow();
    const { user, view } = setup(SEARCH);
    const select = await screen.findByLabelText("分辨率");
    await user.selectOptions(select, "1080p");
    expect(view.currentPath()).toContain("resolution=1080p");
    await waitFor(() => expect(screen.getByText("显示 1 / 3 条")).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText("排序"), "size");
    expect(view.currentPath()).toContain("sort=size");
  });

  it("applies filters from a shared address", async () => {
    wideWindow();
    setup(`${SEARCH}&site=%E9%A6%92%E5%A4%B4`);
    expect(await screen.findByText("显示 1 / 3 条")).toBeInTheDocument();
    expect(screen.getByLabelText("站点")).toHaveValue("馒头");
  });

  it("shows a shared filter chosen even when no result has its value yet", async () => {
    wideWindow();
    setup(`${SEARCH}&resolution=720p`);
    expect(await screen.findByText("显示 0 / 3 条")).toBeInTheDocument();
    expect(screen.getByLabelText("分辨率")).toHaveValue("720p");
  });

  it("downloads: path, confirmation, then the server's message", async () => {
    const { fetchMock, user } = setup(SEARCH, {
      "GET /api/download/torrent": () => jsonResponse({ code: 0, message: "已提交下载" }),
    });
    const buttons = await screen.findAllByRole("button", { name: /^下载 / });
    await user.click(buttons[0] as HTMLElement);
    const dialog = await screen.findByRole("dialog", { name: "要保存到哪里？" });
    // Each path says which kinds of media it is for.
    const items = within(dialog).getAllByRole("menuitem");
    await waitFor(() => expect(items[0]).toHaveTextContent("/downloads/movies电影 · 其他"));
    expect(items[1]).toHaveTextContent("/downloads/tv剧集");
    await user.click(within(dialog).getByLabelText("下载完成后自动替换掉媒体服务器的旧版"));
    await user.click(within(dialog).getByText("/downloads/movies"));
    const confirm = await screen.findByRole("alertdialog", { name: "确认要下载吗?" });
    expect(confirm).toHaveTextContent("保存路径: /downloads/movies");
    await user.click(within(confirm).getByRole("button", { name: "确认" }));
    expect(await screen.findByText("已提交下载")).toBeInTheDocument();
    const [call] = fetchMock.mock.calls.filter(([u]) =>
      String(u).includes("/api/download/torrent"),
    );
    const url = new URL(String(call?.[0]), "http://localhost");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      id: "1",
      site_id: "hdsky",
      save_path: "/downloads/movies",
      better_version: "true",
    });
  });

  it("asks before downloading a title already filed, then sends it with force", async () => {
    const held = "已入库：《奥本海默》已在媒体库中，确定还要下载吗？";
    const { fetchMock, user } = setup(SEARCH, {
      "GET /api/download/torrent": (_init: RequestInit, url: URL) =>
        jsonResponse(
          url.searchParams.get("force") === "1"
            ? { code: 0, message: "已提交到下载器qb：奥本海默" }
            : { code: 1, message: held, data: { need_confirm: true, filed: true } },
        ),
    });
    const buttons = await screen.findAllByRole("button", { name: /^下载 / });
    await user.click(buttons[0] as HTMLElement);
    const dialog = await screen.findByRole("dialog", { name: "要保存到哪里？" });
    await user.click(within(dialog).getByText("/downloads/movies"));
    const confirm = await screen.findByRole("alertdialog", { name: "确认要下载吗?" });
    await user.click(within(confirm).getByRole("button", { name: "确认" }));
    const ask = await screen.findByRole("alertdialog", { name: "已经有了" });
    expect(ask).toHaveTextContent(held);
    expect(screen.queryByText("已提交到下载器qb：奥本海默")).not.toBeInTheDocument();
    await user.click(within(ask).getByRole("button", { name: "仍然下载" }));
    expect(await screen.findByText("已提交到下载器qb：奥本海默")).toBeInTheDocument();
    const calls = fetchMock.mock.calls
      .filter(([u]) => String(u).includes("/api/download/torrent"))
      .map(([u]) => new URL(String(u), "http://localhost").searchParams.get("force"));
    expect(calls).toEqual([null, "1"]);
    await waitFor(() =>
      expect(screen.queryByRole("alertdialog", { name: "已经有了" })).not.toBeInTheDocument(),
    );
  });

  it("opens an AV torrent's images, or warns when the site cannot", async () => {
    const av = torrent({
      id: 9,
      cate_level1: "AV",
      poster_url: "/api/common/image?url=x",
      cn_name: "某片",
    });
    let detail: unknown = {
      code: 0,
      data: { images: ["https://img.example/1.jpg"], intro: "简介" },
    };
    const { user } = setup(SEARCH, {
      "GET /api/movie/search_keyword": answer([av]),
      "GET /api/site/get_detail": () => jsonResponse(detail),
    });
    await user.click(await screen.findByRole("button", { name: /^查看.*的详情$/ }));
    const dialog = await screen.findByRole("dialog", { name: av.subject });
    expect(dialog).toHaveTextContent("简介");
    expect(within(dialog).getByRole("img")).toHaveAttribute("src", "https://img.example/1.jpg");
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    detail = { code: 0, data: null };
    await user.click(screen.getByRole("button", { name: /^查看.*的详情$/ }));
    expect(await screen.findByText("天空暂不支持查看种子详情！")).toBeInTheDocument();
  });

  it("says which sites answered when nothing was found", async () => {
    setup(SEARCH, { "GET /api/movie/search_keyword": answer([]) });
    expect(
      await screen.findByText("没有搜索到任何资源 站点：天空,馒头,我堡,猫站 分类：Movie"),
    ).toBeInTheDocument();
    expect(screen.getByText("有结果返回的站点：天空、馒头")).toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    setup(SEARCH, {
      "GET /api/movie/search_keyword": { code: 1, message: "没有可用的站点", error: true },
    });
    expect(await screen.findByText(/搜索失败：没有可用的站点/)).toBeInTheDocument();
  });

  it("offers the admin 站点管理 when there is no site to search", async () => {
    const refusal = { code: 1, message: "没有可搜索的站点：请先…", error: "…", reason: "setup" };
    setup(SEARCH, { "GET /api/movie/search_keyword": refusal });
    expect(await screen.findByText(/搜索失败：没有可搜索的站点/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "去站点管理添加站点" })).toHaveAttribute(
      "href",
      "/site/dashboard",
    );
  });

  it("tells a family member with no site to search whom to ask, with no link", async () => {
    const member = { ...adminUser, id: 2, username: "mum", role: 2 };
    const refusal = { code: 1, message: "没有可搜索的站点，请联系管理员添加站点", reason: "setup" };
    setup(SEARCH, { "GET /api/movie/search_keyword": { ...refusal, error: "…" } }, member);
    expect(await screen.findByText(/请联系管理员添加站点/)).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "去站点管理添加站点" })).toBeNull();
  });

  it("removes a filter chip on a phone", async () => {
    const { user, view } = setup(`${SEARCH}&resolution=1080p`);
    await user.click(await screen.findByRole("button", { name: "移除筛选 分辨率: 1080p" }));
    expect(view.currentPath()).not.toContain("resolution=");
    await user.click(screen.getByRole("button", { name: "筛选" }));
    const heading = await screen.findByRole("heading", { name: "全部筛选" });
    const drawer = heading.closest(".mr-filter-drawer") as HTMLElement;
    await user.click(within(drawer).getByRole("button", { name: "馒头" }));
    expect(view.currentPath()).toContain("site=%E9%A6%92%E5%A4%B4");
  });

  it("shows Douban's titles as a slider, or a poster wall when the server says so", async () => {
    const douban = {
      code: 0,
      data: [
        {
          id: "1291843",
          type: "Movie",
          cn_name: "黑客帝国",
          release_year: 1999,
          rating: 9.1,
          status: null,
        },
      ],
    };
    const app = (wall: boolean) => ({
      code: 0,
      data: { version: "1", menus: [], server_config: { douban_poster_wall: wall } },
    });
    const path =
      "/movie/search?keyword=a&searchSite=false&searchDouban=true&searchMediaServer=false";
    const first = setup(path, {
      "GET /api/movie/search_douban": douban,
      "GET /api/common/app": app(false),
    });
    expect(await screen.findByRole("heading", { name: "影片" })).toBeInTheDocument();
    expect(await screen.findAllByText(/黑客帝国/)).not.toHaveLength(0);
    expect(document.querySelector(".mr-media-grid")).toBeNull();
    first.view.unmount();
    setup(path, { "GET /api/movie/search_douban": douban, "GET /api/common/app": app(true) });
    expect(await screen.findByRole("list", { name: "影片" })).toBeInTheDocument();
  });

  it("offers 立即搜索资源 when the sites were not searched", async () => {
    const { fetchMock, user, view } = setup(
      "/movie/search?keyword=a&searchSite=false&searchDouban=false&searchMediaServer=false",
    );
    await user.click(await screen.findByRole("button", { name: "立即搜索资源" }));
    expect(view.currentPath()).toContain("searchSite=true");
    await waitFor(() =>
      expect(callsTo(fetchMock, "GET /api/movie/search_keyword")).toHaveLength(1),
    );
  });

  it("shows media-server hits: streams, episodes and the subtitle request", async () => {
    const { user } = setup(
      "/movie/search?keyword=a&searchSite=false&searchDouban=false&searchMediaServer=true",
      {
        "GET /api/media/search_by_keyword": {
          code: 0,
          data: [
            {
              type: "TV",
              name: "漫长的季节",
              url: "http://emby.local/item/1",
              tmdb_id: 1,
              sub_items: [
                {
                  index: 1,
                  video_resolution: "1080p",
                  audio_streams: [{ display_title: "AAC" }],
                  subtitle_streams: [],
                  sub_items: [
                    { id: 11, index: 1, status: 1 },
                    { id: 12, index: 2, status: 0 },
                  ],
                },
              ],
            },
          ],
        },
        "GET /api/media/get_media_streams": {
          code: 0,
          data: { video_resolution: "2160p", audio_streams: [{ display_title: "DTS" }] },
        },
        "POST /api/task/submit_download_subtitle": { code: 1, message: "没有配置字幕下载服务" },
      },
    );
    expect(await screen.findByText("音频: AAC")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "有1集,缺1集" }));
    const dialog = await screen.findByRole("dialog", { name: "点集号可以查看当集视频格式" });
    expect(within(dialog).getByRole("button", { name: "第2集（缺）" })).toBeDisabled();
    await user.click(within(dialog).getByRole("button", { name: "第1集" }));
    expect(await screen.findByText("音频: DTS")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "下载字幕" }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "确认" }),
    );
    expect(await screen.findByText("没有配置字幕下载服务")).toBeInTheDocument();
  });

  it("offers a family member no 下载字幕: the server keeps it for the admin", async () => {
    const member = { ...adminUser, id: 2, username: "mum", role: 2 };
    const { fetchMock } = setup(
      "/movie/search?keyword=a&searchSite=false&searchDouban=false&searchMediaServer=true",
      {
        "GET /api/media/search_by_keyword": {
          code: 0,
          data: [{ type: "Movie", name: "沙丘", tmdb_id: 438631, audio_streams: [] }],
        },
      },
      member,
    );
    expect(await screen.findByRole("heading", { name: "沙丘" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "下载字幕" })).toBeNull();
    expect(callsTo(fetchMock, "POST /api/task/submit_download_subtitle")).toHaveLength(0);
  });

  it("opened from the sidebar (no keyword) offers a search box that searches (issue 28)", async () => {
    const { fetchMock, view, user } = setup("/movie/search");
    const box = await screen.findByRole("searchbox", { name: "搜索" });
    await user.type(box, "沙丘{Enter}");
    await waitFor(() => expect(view.currentPath()).toContain("keyword=%E6%B2%99%E4%B8%98"));
    expect(view.currentPath()).toContain("searchSite=true");
    await waitFor(() =>
      expect(callsTo(fetchMock, "GET /api/movie/search_keyword")).toHaveLength(1),
    );
  });
});
