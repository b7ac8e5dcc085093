import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createStore } from "jotai";
import { describe, expect, it, vi } from "vitest";
import { liveToken } from "../../../../tests/unit/jwt";
import { adminUser, callsTo, mockApi, type Routes } from "../../../../tests/unit/mock-api";
import { renderWithApp, testQueryClient } from "../../../../tests/unit/render";
import { renderSignedIn } from "../../../../tests/unit/signed-in";
import { toast } from "../../../lib/toaster";
import { authAtom } from "../../../state/auth";
import { settingHubPrefetch } from "./prefetch";
import { SettingHubPage } from "./setting-hub-page";

const up = { status: 1, message: "", version: "4.8.0", checked_at: "2026-01-01T00:00:00Z" };

const hubRoutes: Routes = {
  "GET /api/health/get_health": {
    code: 0,
    message: "有1个服务异常：下载工具 家里",
    data: { level: "error" },
  },
  "GET /api/auth/get_license_detail": {
    code: 0,
    message: "内置后端无需授权",
    data: { licenseType: "FAMILY_VIP", expireDays: 0, user: { nickname: "站长" }, builtin: true },
  },
  "GET /api/setting/get_media_server": { code: 0, data: [] },
  "GET /api/setting/get_download_client": {
    code: 0,
    data: [
      {
        type: "qbittorrent",
        name: "家里",
        url: "http://nas:8080",
        username: "admin",
        password: "x",
        secret: "",
        need_login: true,
        monitor_all_torrents: false,
        is_default: true,
        site_id: ["mteam", "unknown"],
        status: 2,
        health: { status: 2, message: "连接被拒绝", version: "", checked_at: "" },
      },
      {
        type: "aria2",
        name: "备用",
        url: "http://nas:6800/jsonrpc",
        username: "",
        password: "",
        secret: "s",
        need_login: false,
        monitor_all_torrents: false,
        is_default: false,
        site_id: null,
        status: 1,
        health: up,
      },
    ],
  },
  "GET /api/common/sites": {
    code: 0,
    data: [{ id: "mteam", name: "馒头", domain: "https://kp.m-team.cc/" }],
  },
  "GET /api/setting/get_movie_metadata": {
    code: 0,
    data: { douban_status: 0, tmdb_status: 0, fanart_status: 0 },
  },
  "GET /api/setting/get_notify": {
    code: 0,
    data: [
      { type: "bark", name: "我的Bark", icon_url: "data:image/svg+xml;base64,", enable: true },
    ],
  },
  "GET /api/setting/get_status": {
    code: 0,
    data: { free_download_enable: false, subtitle_enable: false },
  },
};

function setup(routes: Routes = {}) {
  const view = renderSignedIn(<SettingHubPage />, "/setting/index", { ...hubRoutes, ...routes });
  return { ...view, user: userEvent.setup() };
}

const list = (name: string) => screen.findByRole("list", { name });

describe("SettingHubPage", () => {
  it("mounted after its route's prefetch answered, asks for nothing again (issue 31: no second round trip)", async () => {
    const routes = {
      ...hubRoutes,
      "GET /api/task/list": { code: 0, data: [] },
      "GET /api/task/get_subscribe_config": { code: 0, data: {} },
    };
    const fetchMock = mockApi(routes);
    const queryClient = testQueryClient();
    settingHubPrefetch(queryClient, new URLSearchParams());
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    localStorage.setItem("accessToken", liveToken());
    const store = createStore();
    store.set(authAtom, { isInitialized: true, isAuthenticated: true, user: adminUser });
    renderWithApp(<SettingHubPage />, { path: "/setting/index", store, queryClient });
    expect(await screen.findByText("有1个服务异常：下载工具 家里")).toBeInTheDocument();
    for (const key of Object.keys(routes)) expect(callsTo(fetchMock, key), key).toHaveLength(1);
  });

  it("shows every section; an empty one says it must be configured", async () => {
    setup();
    expect(
      await screen.findByRole("heading", { name: "媒体服务器(必须配置)" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "下载工具" })).toBeInTheDocument();
    for (const name of ["媒体数据", "推送通道", "下载设置", "进阶设置"]) {
      expect(screen.getByRole("heading", { name })).toBeInTheDocument();
    }
    expect(await screen.findByText("有1个服务异常：下载工具 家里")).toBeInTheDocument();
    expect(await screen.findByText("内置后端无需授权，所有功能均可使用")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /站长/ })).toHaveAttribute("href", "/setting/license");
  });

  it("媒体数据 lists TMDB, FanArt and Douban, each with its state and settings link", async () => {
    setup({
      "GET /api/setting/get_movie_metadata": {
        code: 0,
        data: { douban_status: 0, tmdb_status: 2, fanart_status: 1 },
      },
    });
    const rows = within(await list("媒体数据"));
    const tmdb = await rows.findByRole("link", { name: /TheMovieDB/ });
    expect(tmdb).toHaveAttribute("href", "/setting/edit-tmdb");
    expect(within(tmdb).getByText("异常")).toBeInTheDocument();
    const fanart = rows.getByRole("link", { name: /FanArt/ });
    expect(fanart).toHaveAttribute("href", "/setting/edit-fanart");
    expect(within(fanart).getByText("可用")).toBeInTheDocument();
    const douban = rows.getByRole("link", { name: /豆瓣电影/ });
    expect(douban).toHaveAttribute("href", "/setting/edit-douban");
    expect(within(douban).getByText("未设置豆瓣Cookie")).toBeInTheDocument();
  });

  it("a key just entered (status 0, key stored) says 未检查, not 未设置 (issue 28)", async () => {
    setup({
      "GET /api/setting/get_movie_metadata": {
        code: 0,
        data: {
          douban_status: 0,
          tmdb_status: 0,
          fanart_status: 0,
          tmdb: { api_key: "k123", proxies: "" },
          fanart: { api_key: "", proxies: "" },
          douban: { cookie: "" },
        },
      },
    });
    const rows = within(await list("媒体数据"));
    const tmdb = await rows.findByRole("link", { name: /TheMovieDB/ });
    expect(within(tmdb).getByText("未检查")).toBeInTheDocument();
    expect(within(tmdb).queryByText("未设置")).not.toBeInTheDocument();
    expect(within(tmdb).queryByText("未设置 API Key")).not.toBeInTheDocument();
    const fanart = rows.getByRole("link", { name: /FanArt/ });
    expect(within(fanart).getByText("未设置 API Key")).toBeInTheDocument();
  });

  it("download client rows: name, 默认, health, bound sites by name (or 所有站点)", async () => {
    setup();
    const rows = within(await list("下载工具"));
    const home = await rows.findByRole("link", { name: /家里/ });
    expect(home).toHaveAttribute(
      "href",
      "/setting/edit-download-client?type=qbittorrent&name=%E5%AE%B6%E9%87%8C",
    );
    expect(within(home).getByText("默认")).toBeInTheDocument();
    expect(within(home).getByText("异常")).toBeInTheDocument();
    expect(await within(home).findByText("馒头 / unknown")).toBeInTheDocument();
    const spare = rows.getByRole("link", { name: /备用/ });
    expect(within(spare).getByText("所有站点")).toBeInTheDocument();
    expect(within(spare).getByText("可用")).toBeInTheDocument();
    expect(within(spare).queryByText("默认")).not.toBeInTheDocument();
  });

  it("添加 opens the type dialog whose choices lead to the new entry's form", async () => {
    const { user } = setup();
    const rows = within(await list("媒体服务器(必须配置)"));
    await user.click(rows.getByRole("button", { name: /添加/ }));
    const dialog = within(await screen.findByRole("dialog", { name: "选择要添加的媒体服务器" }));
    const links = dialog.getAllByRole("link");
    expect(links.map((a) => a.getAttribute("href"))).toEqual([
      "/setting/edit-media-server?type=emby",
      "/setting/edit-media-server?type=jellyfin",
      "/setting/edit-media-server?type=plex",
    ]);
    expect(dialog.getByRole("link", { name: "Plex" })).toBe(links[2]);
  });

  it("the Douban row is greyed until a cookie is set and leads to its form", async () => {
    setup();
    const douban = await within(await list("媒体数据")).findByRole("link", { name: /豆瓣电影/ });
    expect(douban).toHaveAttribute("href", "/setting/edit-douban");
    expect(within(douban).getByText("未设置")).toBeInTheDocument();
    expect(douban.querySelector(".mr-hub-dimmed")).not.toBeNull();
  });

  it("a channel's switch flips it on the server and refetches, without opening the row", async () => {
    const success = vi.spyOn(toast, "success").mockResolvedValue("");
    const { user, fetchMock, currentPath } = setup({
      "POST /api/setting/set_notify_enable": { code: 0, message: "已停用" },
    });
    const toggle = await screen.findByRole("switch", { name: "启用我的Bark" });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(success).toHaveBeenCalledWith("已停用"));
    const [call] = callsTo(fetchMock, "POST /api/setting/set_notify_enable");
    expect(JSON.parse(String(call?.body))).toEqual({
      type: "bark",
      name: "我的Bark",
      enable: false,
    });
    await waitFor(() => expect(callsTo(fetchMock, "GET /api/setting/get_notify")).toHaveLength(2));
    expect(currentPath()).toBe("/setting/index");
    const row = screen.getByRole("link", { name: /我的Bark/ });
    expect(row).toHaveAttribute(
      "href",
      "/setting/edit-notify?type=bark&name=%E6%88%91%E7%9A%84Bark",
    );
  });

  it("字幕自动下载's toast says a restart is needed", async () => {
    const success = vi.spyOn(toast, "success").mockResolvedValue("");
    const { user, fetchMock } = setup({
      "POST /api/setting/set_subtitle_enable": { code: 0, message: "已开启" },
    });
    const toggle = await screen.findByRole("switch", { name: "开启字幕自动下载" });
    await user.click(toggle);
    await waitFor(() => expect(success).toHaveBeenCalledWith("已开启，重启应用后生效"));
    const [call] = callsTo(fetchMock, "POST /api/setting/set_subtitle_enable");
    expect(JSON.parse(String(call?.body))).toEqual({ enable: true });
  });

  it("the add-channel dialog lists the server's channel types", async () => {
    const { user } = setup({
      "GET /api/notify/get_channel_list": {
        code: 0,
        data: [{ channel_type: "telegram", name: "Telegram", icon_url: "" }],
      },
    });
    const rows = within(await list("推送通道"));
    expect(rows.getByRole("link", { name: "消息模版设置" })).toHaveAttribute(
      "href",
      "/setting/edit-notify-template",
    );
    await user.click(rows.getByRole("button", { name: /添加/ }));
    const dialog = within(await screen.findByRole("dialog", { name: "选择要添加的推送应用" }));
    expect(await dialog.findByRole("link", { name: "Telegram" })).toHaveAttribute(
      "href",
      "/setting/edit-notify?type=telegram",
    );
  });

  it("进阶设置 links every screen, CookieCloud included", async () => {
    setup();
    const rows = within(await list("进阶设置"));
    const hrefs = rows.getAllByRole("link").map((a) => a.getAttribute("href"));
    expect(hrefs).toEqual([
      "/setting/edit-free-download",
      "/setting/edit-subtitle",
      "/setting/edit-link",
      "/setting/recognition-rules",
      "/setting/edit-scraper",
      "/setting/edit-search-setting",
      "/setting/edit-web",
      "/setting/access-key",
      "/setting/pass-cloudflare",
      "/setting/cookie-cloud",
    ]);
  });

  it("a section that fails to load says why and offers 重试", async () => {
    setup({ "GET /api/setting/get_notify": { code: 1, message: "数据库忙" } });
    expect(await screen.findByText("读取失败：数据库忙")).toBeInTheDocument();
  });
});
