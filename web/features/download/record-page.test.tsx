import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createStore } from "jotai";
import { afterEach, describe, expect, it, vi } from "vitest";
import { installFakeEventSource } from "../../../tests/unit/fake-event-source";
import { adminUser, jsonResponse, mockApi } from "../../../tests/unit/mock-api";
import { renderWithApp, testQueryClient } from "../../../tests/unit/render";
import { setAuthToken } from "../../lib/http";
import { closeServerEvents } from "../../lib/server-events";
import { authAtom } from "../../state/auth";
import { recordsPrefetch } from "./prefetch";
import { DownloadRecordPage } from "./record-page";
import { sampleRecord } from "./test-records";

vi.mock("../site/chart-setup", () => ({
  Chart: class {
    destroy() {}
  },
}));

const downloading = sampleRecord({ id: 1, torrent_hash: "h1" });
const finished = sampleRecord({
  id: 2,
  torrent_hash: "h2",
  movie_name: "三体",
  movie_type: "TV",
  season_index: 1,
  episodes: "1,2,3",
  download_status: 1,
  link_path: "/lib/三体",
});
const unknown = sampleRecord({
  id: 3,
  torrent_hash: "h3",
  movie_name: "Some.Thing",
  movie_year: 0,
  download_status: 3,
  source_type: "unknown",
  torrent_subject: "站点副标题",
  unidentified_reason: "识别失败：没有找到匹配的影视",
});

type Calls = { list: URLSearchParams[]; live: number; other: [string, URLSearchParams][] };

function setup(records = [downloading, finished], overrides: Record<string, unknown> = {}) {
  const calls: Calls = { list: [], live: 0, other: [] };
  const fetchMock = mockApi({
    "GET /api/download/record_list": (_: RequestInit, url: URL) => {
      calls.list.push(url.searchParams);
      const start = Number(url.searchParams.get("start"));
      return jsonResponse({
        code: 0,
        data: { download_queue_size: 2, result: start === 0 ? records : [] },
      });
    },
    "GET /api/download/downloading": () => {
      calls.live++;
      const progress = calls.live === 1 ? 25 : 60;
      return jsonResponse({
        code: 0,
        data: {
          download_queue_size: 2,
          result: [
            {
              hash: "h1",
              progress,
              dlspeed_str: "1.00MB/s",
              upspeed_str: "0B/s",
              size_str: "64.00KB",
              eta: 120,
              eta_str: "2分钟",
            },
          ],
        },
      });
    },
    "POST /api/common/events_ticket": { code: 0, data: { ticket: "t1" } },
    "GET /api/common/sites": {
      code: 0,
      data: [
        { id: "hdsky", name: "天空", domain: "hdsky.me" },
        { id: "mteam", name: "馒头", domain: "kp.m-team.cc" },
        { id: "ourbits", name: "我堡", domain: "ourbits.club" },
        { id: "chdbits", name: "彩虹岛", domain: "chdbits.co" },
      ],
    },
    "GET /api/site/get_sites": { code: 0, data: [{ id: 1, site_name: "hdsky" }] },
    "GET /api/download/record_dashboard": {
      code: 0,
      data: { type_count: [], site_count: [{ name: "馒头", value: 2 }] },
    },
    "GET /api/user/get_user_list": { code: 0, data: [] },
    ...overrides,
  });
  return { calls, fetchMock };
}

/** The page for a signed-in user (an admin unless role 2). */
function renderPage(path: string, role = 1) {
  const store = createStore();
  store.set(authAtom, { isInitialized: true, isAuthenticated: true, user: { ...adminUser, role } });
  return renderWithApp(<DownloadRecordPage />, { path, store });
}

const cards = () => within(screen.getByRole("list", { name: "下载记录" })).getAllByRole("listitem");

afterEach(() => {
  closeServerEvents();
  setAuthToken(null);
  vi.unstubAllGlobals();
});
it("mounted after its route's prefetch answered, does not ask for the first page again (issue 31)", async () => {
  const { calls } = setup();
  const queryClient = testQueryClient();
  recordsPrefetch(queryClient, new URLSearchParams());
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  const store = createStore();
  store.set(authAtom, { isInitialized: true, isAuthenticated: true, user: adminUser });
  renderWithApp(<DownloadRecordPage />, { path: "/download/record", store, queryClient });
  await waitFor(() => expect(cards()).toHaveLength(2));
  expect(calls.list).toHaveLength(1);
});

describe("近期下载", () => {
  it("shows the cards, the queue banner, and live progress from the event stream without polling", async () => {
    const streams = installFakeEventSource();
    setAuthToken("token");
    const { calls } = setup();
    renderPage("/download/record");
    expect(await screen.findByText("千与千寻(2001)")).toBeInTheDocument();
    expect(screen.getByText("三体 第1季 第1-3集")).toBeInTheDocument();
    expect(screen.getByText("有2个下载请求排队处理中")).toBeInTheDocument();
    const bar = await screen.findByRole("progressbar", { name: "千与千寻(2001)的下载进度" });
    expect(bar).toHaveAttribute("aria-valuenow", "25");
    expect(screen.getByText("↓1.00MB/s ↑0B/s 64.00KB")).toBeInTheDocument();
    // The percentage and the time left, next to the bar.
    expect(screen.getByText("25.0%")).toBeInTheDocument();
    expect(screen.getByText("剩余2分钟")).toBeInTheDocument();
    await waitFor(() => expect(streams.all).toHaveLength(1));
    expect(streams.last.url).toBe("/api/common/events?ticket=t1");
    act(() => streams.last.open());
    act(() =>
      streams.last.emit("record", {
        uid: 1,
        refs: { record_id: 1 },
        data: {
          hash: "h1",
          progress: 60,
          dlspeed_str: "2.00MB/s",
          upspeed_str: "0B/s",
          size_str: "64.00KB",
        },
      }),
    );
    await waitFor(() => expect(bar).toHaveAttribute("aria-valuenow", "60"));
    expect(screen.getByText("↓2.00MB/s ↑0B/s 64.00KB")).toBeInTheDocument();
    // No polling while the stream is open: one list, one progress read.
    await new Promise((done) => setTimeout(done, 1800));
    expect(calls.list).toHaveLength(1);
    expect(calls.live).toBe(1);
    expect(calls.list[0]?.get("filter_unknown")).toBe("false");
    // A finished download reads the list again, once.
    act(() => streams.last.emit("completed", { uid: 1, refs: { record_id: 1 } }));
    await waitFor(() => expect(calls.list).toHaveLength(2));
    const first = cards()[0] as HTMLElement;
    expect(within(first).getByText("下载中")).toBeInTheDocument();
    expect(within(cards()[1] as HTMLElement).getByText("下载完成")).toBeInTheDocument();
    expect(within(first).getByText("BluRay")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "加载更多" }));
    expect(await screen.findByRole("button", { name: "没有更多了" })).toBeDisabled();
    expect(calls.list.at(-1)?.get("start")).toBe("2");
    expect(cards()).toHaveLength(2);
  });

  it("keeps 隐藏未识别 and the filters in the URL and asks the server with them", async () => {
    const { calls } = setup([unknown]);
    const user = userEvent.setup();
    const view = renderPage("/download/record?status=3");
    expect(await screen.findByText("Some.Thing")).toBeInTheDocument();
    expect(screen.getByText("站点副标题")).toBeInTheDocument();
    expect(calls.list[0]?.get("status")).toBe("3");
    // 未能识别 is shown by default, with its reason and 识别纠错.
    expect(calls.list[0]?.get("filter_unknown")).toBe("false");
    expect(screen.getByText("未能识别：识别失败：没有找到匹配的影视")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "识别纠错" }));
    const correct = await screen.findByRole("dialog");
    expect(within(correct).getByDisplayValue("Some.Thing")).toBeInTheDocument();
    await user.click(within(correct).getByRole("button", { name: "取消" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // 站点 offers the user's own sites (configured, or in the records), not the whole catalogue.
    const site = screen.getByLabelText("站点");
    await waitFor(() =>
      expect(
        within(site)
          .getAllByRole("option")
          .map((o) => o.textContent),
      ).toEqual(["全部", "天空", "馒头"]),
    );
    await user.click(screen.getByRole("checkbox", { name: "隐藏未识别" }));
    await user.selectOptions(screen.getByLabelText("类型"), "TV");
    await waitFor(() => expect(calls.list.at(-1)?.get("movie_type")).toBe("TV"));
    expect(calls.list.at(-1)?.get("filter_unknown")).toBe("true");
    const query = new URLSearchParams(view.location.history.at(-1)?.split("?")[1]);
    expect(query.get("unknown")).toBe("hide");
    expect(query.get("type")).toBe("TV");
    expect(query.get("status")).toBe("3");
  });

  it("deletes with the chosen options and removes the card", async () => {
    const seen: URLSearchParams[] = [];
    setup([finished], {
      "GET /api/download/delete_record": (_: RequestInit, url: URL) => {
        seen.push(url.searchParams);
        return jsonResponse({ code: 0, message: "已删除下载记录" });
      },
    });
    const user = userEvent.setup();
    renderPage("/download/record");
    await screen.findByText("三体 第1季 第1-3集");
    await user.click(screen.getByRole("button", { name: "删除" }));
    const dialog = await screen.findByRole("alertdialog", { name: "真的要删除吗?" });
    expect(within(dialog).getByRole("checkbox", { name: "删除下载器任务及文件" })).toBeChecked();
    await user.click(within(dialog).getByRole("checkbox", { name: "加入种子黑名单" }));
    await user.click(within(dialog).getByRole("button", { name: "确认" }));
    await waitFor(() => expect(screen.queryByText("三体 第1季 第1-3集")).not.toBeInTheDocument());
    expect(Object.fromEntries(seen[0] ?? [])).toEqual({
      id: "2",
      delete_torrent: "true",
      delete_media_server: "false",
      delete_sub: "false",
      add_blacklist: "true",
    });
  });

  it("re-identifies: relink for unrecognised records, the form otherwise", async () => {
    const relinks: string[] = [];
    const reanalysed: URLSearchParams[] = [];
    setup([unknown, finished], {
      "GET /api/download/relink": (_: RequestInit, url: URL) => {
        relinks.push(url.searchParams.get("id") ?? "");
        return jsonResponse({ code: 0, message: "已整理到/lib/x" });
      },
      "GET /api/download/reanalyse": (_: RequestInit, url: URL) => {
        reanalysed.push(url.searchParams);
        return jsonResponse({ code: 0, message: "已整理到/lib/y" });
      },
    });
    const user = userEvent.setup();
    renderPage("/download/record");
    await screen.findByText("Some.Thing");
    const [first, second] = cards() as HTMLElement[];
    await user.click(within(first as HTMLElement).getByRole("button", { name: "重新识别" }));
    const confirm = await screen.findByRole("alertdialog", { name: "重新整理" });
    expect(within(confirm).getByText("确定要立即重新原样整理吗？")).toBeInTheDocument();
    await user.click(within(confirm).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(relinks).toEqual(["3"]));

    await user.click(within(second as HTMLElement).getByRole("button", { name: "重新识别" }));
    const form = await screen.findByRole("dialog", { name: "重新识别" });
    await user.clear(within(form).getByLabelText("影视名称"));
    await user.clear(within(form).getByLabelText("链接路径"));
    await user.click(within(form).getByRole("button", { name: "提交" }));
    expect(within(form).getByText("没有TMDBID时必须填写影视名称")).toBeInTheDocument();
    expect(within(form).getByText("必须填写链接路径")).toBeInTheDocument();
    expect(reanalysed).toHaveLength(0);
    await user.type(
      within(form).getByLabelText("TMDBID或访问地址"),
      "https://www.themoviedb.org/movie/278",
    );
    expect(within(form).getByLabelText("类型")).toHaveValue("Movie");
    await user.type(within(form).getByLabelText("链接路径"), "/lib");
    await user.click(within(form).getByRole("button", { name: "提交" }));
    await waitFor(() => expect(reanalysed).toHaveLength(1));
    expect(reanalysed[0]?.get("tmdb_id")).toBe("278");
    expect(reanalysed[0]?.get("movie_type")).toBe("Movie");
    expect(reanalysed[0]?.get("link_path")).toBe("/lib");
  });

  it("opens 详细信息 with the torrent's numbers, and 下载数据分析", async () => {
    setup([finished], {
      "GET /api/download/get_record": {
        code: 0,
        data: {
          record: {
            movie_type: "TV",
            site_name: "天空",
            gmt_create: "2026-11-24 10:00:00",
            torrent_name: "Three.Body",
            torrent_url: "https://hdsky.me/details.php?id=1",
            link_path: "/lib/三体",
          },
          user_nickname: "管理员",
          torrent_info: {
            save_path: "/dl",
            content_path: "/dl/Three.Body",
            size_str: "1.00GB",
            uploaded_str: "2.00GB",
            ratio: 2,
            seeding_time_str: "1小时0分钟",
            files: [{ name: "Three.Body/E01.mkv", size_str: "1.00GB", progress: 42.5 }],
          },
        },
      },
      "GET /api/download/record_dashboard": {
        code: 0,
        data: {
          type_count: [{ name: "剧集", value: 1 }],
          site_count: [{ name: "天空", value: 1 }],
        },
      },
    });
    const user = userEvent.setup();
    renderPage("/download/record");
    await screen.findByText("三体 第1季 第1-3集");
    await user.click(screen.getByRole("button", { name: "详细信息" }));
    const info = await screen.findByRole("dialog", { name: "详细信息" });
    expect(await within(info).findByText("管理员")).toBeInTheDocument();
    expect(within(info).getByText("200.00%")).toBeInTheDocument();
    expect(within(info).getByRole("link", { name: "Three.Body" })).toBeInTheDocument();
    expect(within(info).getByText("/dl/Three.Body")).toBeInTheDocument();
    const files = within(info).getByRole("table", { name: "文件" });
    expect(
      within(files).getByRole("row", { name: "Three.Body/E01.mkv 1.00GB 42.5%" }),
    ).toBeInTheDocument();
    await user.click(within(info).getByRole("button", { name: "关闭" }));
    await user.click(screen.getByRole("button", { name: "下载数据分析" }));
    const charts = await screen.findByRole("dialog", { name: "下载数据分析" });
    expect(
      await within(charts).findByRole("img", { name: "媒体类型：剧集 1" }),
    ).toBeInTheDocument();
    expect(within(charts).getByRole("img", { name: "来源站点：天空 1" })).toBeInTheDocument();
  });
});

describe("a normal user", () => {
  it("reads the records and their details but is offered no 重新识别 or 删除", async () => {
    setup([finished]);
    renderPage("/download/record", 2);
    await screen.findByText("三体 第1季 第1-3集");
    expect(screen.getByRole("button", { name: "详细信息" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "重新识别" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "删除" })).not.toBeInTheDocument();
    expect(screen.queryByLabelText("用户")).not.toBeInTheDocument();
  });
});

describe("为什么被下载", () => {
  it("opens the subscription's log at the run closest to the record's time", async () => {
    const asked: string[] = [];
    setup([sampleRecord({ id: 9, sub_id: 5, sub_type: "Sub", download_status: 1 })], {
      "GET /api/subscribe/get_sub_logs": {
        code: 0,
        data: [
          { id: 1, time: "2026-11-24 12:00:00" },
          { id: 2, time: "2026-11-24 10:01:00" },
          { id: 3, time: "2026-11-23 10:00:00" },
        ],
      },
      "GET /api/subscribe/get_sub_log_text": (_: RequestInit, url: URL) => {
        asked.push(url.searchParams.get("log_id") ?? "");
        return jsonResponse({ code: 0, data: `run ${url.searchParams.get("log_id")}` });
      },
    });
    const user = userEvent.setup();
    renderPage("/download/record");
    await screen.findByText("千与千寻(2001)");
    await user.click(screen.getByRole("button", { name: "为什么被下载" }));
    expect(await screen.findByText("run 2")).toBeInTheDocument();
    expect(asked).toEqual(["2"]);
  });
});
