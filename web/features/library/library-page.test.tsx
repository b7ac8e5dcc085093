import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { callsTo, jsonResponse } from "../../../tests/unit/mock-api";
import { renderSignedIn } from "../../../tests/unit/signed-in";
import { LibraryPage } from "./library-page";
import { columnsFor } from "./title-grid";

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

/** One answer holding `count` titles (the page size is the server's business). */
function manyTitles(count: number) {
  const items = Array.from({ length: count }, (_, i) => title(i + 1, `第${i + 1}部片`, "Movie"));
  return {
    "GET /api/library/titles": {
      code: 0,
      data: { total: count, page: 1, size: count, items, qualities: [], sites: [] },
    },
  };
}

/**
 * jsdom has no layout: give every element a height and a width, and put the
 * list 100 px below the top of a page scrolled to `window.scrollY`.
 */
function fakeLayout(rowHeight: number) {
  vi.spyOn(HTMLElement.prototype, "offsetHeight", "get").mockReturnValue(rowHeight);
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(1000);
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(
    () => new DOMRect(0, 100 - window.scrollY, 1000, rowHeight),
  );
}

/** The position (1-based) of the last card in the DOM. */
function lastCard(grid: HTMLElement): number {
  const cards = grid.querySelectorAll("li[aria-posinset]");
  return Number(cards[cards.length - 1]?.getAttribute("aria-posinset") ?? 0);
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, "scrollY", { value: y, configurable: true });
    window.dispatchEvent(new Event("scroll"));
  });
}

describe("/media/library", () => {
  afterEach(() => {
    Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
  });

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

  it("renders only the poster rows near the viewport of 5,000 titles; scrolling brings later ones", async () => {
    fakeLayout(300); // 1000 px wide: 6 columns of cards 300 px tall
    renderSignedIn(<LibraryPage />, "/media/library", manyTitles(5000));
    const grid = await screen.findByRole("list", { name: "全部影视" });
    expect(within(grid).getByRole("button", { name: /^第1部片/ })).toBeInTheDocument();
    const cards = () => grid.querySelectorAll("button.mr-library-card").length;
    expect(cards()).toBeLessThanOrEqual(100);
    expect(screen.getByText("共 5000 部")).toBeInTheDocument();

    scrollTo(100 + 400 * 300); // about row 400 of 834
    await vi.waitFor(() => expect(lastCard(grid)).toBeGreaterThan(2000));
    const n = lastCard(grid);
    const card = within(grid).getByRole("button", { name: new RegExp(`^第${n}部片`) });
    expect(card.closest("li")).toHaveAttribute("aria-setsize", "5000");
    expect(cards()).toBeLessThanOrEqual(100);
    expect(within(grid).queryByRole("button", { name: /^第1部片/ })).toBeNull();
  });

  it("keeps the focused card when it scrolls far out of view", async () => {
    fakeLayout(300);
    renderSignedIn(<LibraryPage />, "/media/library", manyTitles(5000));
    const grid = await screen.findByRole("list", { name: "全部影视" });
    const first = within(grid).getByRole("button", { name: /^第1部片/ });
    act(() => first.focus());
    scrollTo(100 + 400 * 300);
    await vi.waitFor(() => expect(lastCard(grid)).toBeGreaterThan(2000));
    expect(first).toBeInTheDocument();
    expect(first).toHaveFocus();
  });

  it("renders only the table rows near the viewport of 5,000 titles; scrolling brings later ones", async () => {
    fakeLayout(33);
    renderSignedIn(<LibraryPage />, "/media/library?view=table", manyTitles(5000));
    const table = await screen.findByRole("table");
    expect(table).toHaveAttribute("aria-rowcount", "5001");
    expect(within(table).getAllByRole("columnheader")).toHaveLength(7);
    const rows = () => table.querySelectorAll("tbody tr[aria-rowindex]").length;
    expect(within(table).getByRole("button", { name: "查看 第1部片 的详情" })).toBeInTheDocument();
    expect(rows()).toBeLessThanOrEqual(100);

    scrollTo(100 + 3000 * 33); // row 3,000
    const later = await within(table).findByRole("button", { name: "查看 第3001部片 的详情" });
    expect(later.closest("tr")).toHaveAttribute("aria-rowindex", "3002");
    expect(rows()).toBeLessThanOrEqual(100);
    expect(within(table).queryByRole("button", { name: "查看 第1部片 的详情" })).toBeNull();
  });
});

describe("columnsFor", () => {
  it("fits as many 140 px cards as the width holds, 104 px on phones", () => {
    expect(columnsFor(0, false)).toBe(1);
    expect(columnsFor(958, false)).toBe(6); // 1280 px beside the sidebar
    expect(columnsFor(358, true)).toBe(3); // a 390 px phone
  });
});
