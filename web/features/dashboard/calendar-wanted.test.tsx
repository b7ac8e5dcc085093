import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { callsTo } from "../../../tests/unit/mock-api";
import { renderSignedIn } from "../../../tests/unit/signed-in";
import { CalendarPage, feedUrl } from "./calendar-page";
import { WantedPage } from "./wanted-page";

const TOKEN = "a".repeat(48);

describe("/subscribe/calendar", () => {
  it("lists episodes by air day, each linking to its subscription, and shows the feed address", async () => {
    renderSignedIn(<CalendarPage />, "/subscribe/calendar", {
      "GET /api/subscribe/calendar": {
        code: 0,
        data: {
          start: "2026-11-19",
          days: 37,
          episodes: [
            {
              sub_id: 4,
              title: "繁花",
              season: 1,
              episode: 4,
              name: "第 4 集",
              air_date: "2026-11-20",
              poster_url: "",
            },
            {
              sub_id: 4,
              title: "繁花",
              season: 1,
              episode: 5,
              name: "第 5 集",
              air_date: "2099-01-01",
              poster_url: "",
            },
            {
              sub_id: 9,
              type: "Movie",
              title: "沙丘2",
              season: 0,
              episode: 0,
              name: "上映",
              air_date: "2099-01-01",
              poster_url: "",
            },
          ],
        },
      },
      "GET /api/subscribe/calendar_feed": { code: 0, data: { token: TOKEN } },
    });
    const day = (await screen.findByRole("heading", { name: /2099-01-01/ })).closest(
      "li",
    ) as HTMLElement;
    expect(within(day).getByText("即将播出")).toBeInTheDocument();
    expect(within(day).getByRole("link", { name: "繁花 第1季 第5集" })).toHaveAttribute(
      "href",
      "/subscribe/detail?id=4",
    );
    expect(within(day).getByRole("link", { name: "沙丘2 上映" })).toHaveAttribute(
      "href",
      "/subscribe/detail?id=9",
    );
    expect(screen.getByRole("heading", { name: /2026-11-20/ })).toHaveTextContent("已播出");
    expect(await screen.findByDisplayValue(feedUrl(TOKEN))).toBeInTheDocument();
    expect(feedUrl(TOKEN, "http://nas:1329")).toBe(
      `http://nas:1329/api/subscribe/calendar.ics?token=${TOKEN}`,
    );
  });
});

describe("/subscribe/wanted", () => {
  it("lists the missing episodes and 立即搜索 runs that subscription's search, showing what it did", async () => {
    const { fetchMock } = renderSignedIn(<WantedPage />, "/subscribe/wanted", {
      "GET /api/subscribe/wanted": {
        code: 0,
        data: [
          {
            sub_id: 4,
            type: "TV",
            title: "繁花",
            year: 2023,
            season: 1,
            episodes: [4],
            poster_url: "",
          },
          { sub_id: 9, type: "Movie", title: "沙丘", year: 2021, poster_url: "" },
        ],
      },
      "POST /api/subscribe/search_now": {
        code: 0,
        data: { logs: ["立即搜索：已发送 繁花 S01E04"] },
      },
    });
    const row = (await screen.findByRole("link", { name: "繁花 (2023)" })).closest(
      "li",
    ) as HTMLElement;
    expect(within(row).getByText("第1季 缺第4集")).toBeInTheDocument();
    await userEvent.setup().click(within(row).getByRole("button", { name: "立即搜索" }));
    await screen.findByText(/已发送 繁花 S01E04/);
    expect(screen.getByRole("status")).toHaveTextContent("繁花：立即搜索：已发送 繁花 S01E04");
    const calls = callsTo(fetchMock, "POST /api/subscribe/search_now");
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]?.body))).toEqual({ id: 4 });
  });
});
