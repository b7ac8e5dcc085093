import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { callsTo, jsonResponse } from "../../../tests/unit/mock-api";
import { renderSignedIn } from "../../../tests/unit/signed-in";
import { LibraryPage } from "./library-page";

const title = (id: number, name: string, type: "Movie" | "TV", extra = {}) => ({
  id,
  type,
  name,
  year: 2023,
  tmdb_id: 1000 + id,
  poster: "",
  subs: 1,
  servers: ["客厅"],
  filed: false,
  added_at: "2026-11-01T00:00:00Z",
  qualities: ["2160p"],
  sites: [],
  versions: 1,
  ...extra,
});

function routes(seen: URLSearchParams[]) {
  return {
    "GET /api/library/titles": (_: RequestInit, url: URL) => {
      seen.push(url.searchParams);
      return jsonResponse({
        code: 0,
        data: {
          total: 2,
          page: 1,
          size: 200,
          items: [
            title(1, "繁花", "TV", { subs: -1, sites: ["hdsky"], filed: true, versions: 2 }),
            title(2, "流浪地球", "Movie", { subs: 0, qualities: ["1080p"] }),
          ],
          qualities: ["1080p", "2160p"],
          sites: ["hdsky"],
        },
      });
    },
    "GET /api/library/title": {
      code: 0,
      data: {
        title: title(1, "繁花", "TV"),
        versions: [
          {
            source: "server",
            server: "客厅",
            ref: "201",
            resolution: "2160p",
            codec: "H.265",
            subtitles: ["Chinese Simplified (ASS)"],
            url: "http://emby/item",
          },
          {
            source: "filed",
            ref: "9",
            resolution: "2160p",
            codec: "",
            subtitles: [],
            site: "hdsky",
            path: "/media/tv/繁花",
          },
        ],
        holdings: {
          library: { servers: ["客厅"] },
          records: [
            { id: 9, name: "Blossoms.S01", site: "天空", status: 1, filed: true, created_at: "" },
          ],
          subscriptions: [{ id: 7, nickname: "妈妈", season: 1, status: 0 }],
        },
        missing: [{ season: 1, episodes: [4] }],
      },
    },
    "POST /api/library/sync": { code: 0, message: "媒体库已同步", data: null },
  };
}

describe("/media/library", () => {
  it("asks for the filters in the URL, one page of 200, and shows the posters", async () => {
    const seen: URLSearchParams[] = [];
    renderSignedIn(
      <LibraryPage />,
      "/media/library?type=tv&missing_subs=1&site=hdsky",
      routes(seen),
    );
    const grid = await screen.findByRole("list", { name: "全部影视" });
    expect(within(grid).getByRole("button", { name: /^繁花/ })).toBeInTheDocument();
    expect(within(grid).getByText("缺字幕")).toBeInTheDocument(); // 流浪地球 has none
    expect(screen.getByText("共 2 部")).toBeInTheDocument();
    const q = seen[0] as URLSearchParams;
    expect(Object.fromEntries(q)).toEqual({
      type: "tv",
      missing_subs: "1",
      site: "hdsky",
      page: "1",
      size: "200",
    });
    expect(screen.getByRole("combobox", { name: "类型" })).toHaveValue("tv");
    expect(screen.getByRole("checkbox", { name: "缺字幕" })).toBeChecked();
  });

  it("shows the table view, and a changed filter asks again", async () => {
    const seen: URLSearchParams[] = [];
    const user = userEvent.setup();
    renderSignedIn(<LibraryPage />, "/media/library?view=table", routes(seen));
    const table = await screen.findByRole("table");
    const row = within(table)
      .getByRole("button", { name: "查看 流浪地球 的详情" })
      .closest("tr") as HTMLElement;
    expect(within(row).getByText("1080p")).toBeInTheDocument();
    expect(within(row).getByText("缺字幕")).toBeInTheDocument();
    await user.selectOptions(screen.getByRole("combobox", { name: "质量" }), "2160p");
    await vi.waitFor(() => expect(seen.at(-1)?.get("quality")).toBe("2160p"));
    expect(screen.getByRole("table")).toBeInTheDocument(); // the view stays
  });

  it("opens a title: versions and files, missing episodes, records, subscriptions", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderSignedIn(<LibraryPage />, "/media/library", routes([]));
    await user.click(await screen.findByRole("button", { name: /^繁花/ }));
    const dialog = await screen.findByRole("dialog", { name: "繁花" });
    expect(await within(dialog).findByText("第 1 季：E4")).toBeInTheDocument();
    expect(within(dialog).getByText("整理到 /media/tv/繁花")).toBeInTheDocument();
    expect(within(dialog).getByText("Chinese Simplified (ASS)")).toBeInTheDocument();
    expect(within(dialog).getByText("已入库")).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "妈妈 的订阅 · 第 1 季" })).toHaveAttribute(
      "href",
      "/subscribe/detail?id=7",
    );
    const asked = fetchMock.mock.calls
      .map(([u]) => String(u))
      .find((u) => u.includes("/api/library/title?"));
    expect(new URL(asked ?? "", "http://x").searchParams.get("id")).toBe("1");
  });

  it("lets an admin sync the media servers now", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderSignedIn(<LibraryPage />, "/media/library", routes([]));
    await user.click(await screen.findByRole("button", { name: "立即同步" }));
    expect(await screen.findByText("媒体库已同步")).toBeInTheDocument();
    expect(callsTo(fetchMock, "POST /api/library/sync")).toHaveLength(1);
  });
});
