import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { liveToken } from "../../tests/unit/jwt";
import { adminUser, appInfoBody, deferred, mockApi } from "../../tests/unit/mock-api";
import { renderWithApp, testQueryClient } from "../../tests/unit/render";
import { subPagesQueryOptions } from "../features/subscribe/api/sub-list";
import { readFilters } from "../features/subscribe/sub-filters";
import { setAuthToken } from "../lib/http";
import { App } from "./app";
import { startRoute } from "./route-start";
import { MovieSubscriptionsPage } from "./routes";

// What happened, in order: the screen's data request, its module evaluated,
// its page mounted.
const events: string[] = [];
const chunk = deferred<void>();

// The Top 250 chunk arrives only when the test says so, like a slow chunk.
vi.mock("../features/recommend/top250-page", async () => {
  await chunk.promise;
  events.push("module");
  return {
    DoubanTop250Page: function Top250Stub() {
      events.push("mount");
      return <p>top250 page</p>;
    },
  };
});

afterEach(() => {
  events.length = 0;
  setAuthToken(null);
});

const signedInApi = (extra: Record<string, unknown> = {}) =>
  mockApi({
    "GET /api/common/app": appInfoBody,
    "GET /api/auth/my_account": { code: 0, data: adminUser },
    "GET /api/movie/douban_rank_list": () => {
      events.push("request");
      return new Response(JSON.stringify({ code: 0, data: [] }), {
        headers: { "content-type": "application/json" },
      });
    },
    ...extra,
  });

describe("a screen's data starts with its code", () => {
  it("asks for Top 250's list before the page's chunk has loaded and the page mounted", async () => {
    signedInApi();
    localStorage.setItem("accessToken", liveToken());
    setAuthToken(liveToken());
    const view = renderWithApp(<App />, { path: "/recommend/doubanTop250" });
    await vi.waitFor(() => expect(events).toContain("request"));
    expect(events).toEqual(["request"]); // the chunk is still loading
    chunk.resolve();
    expect(await screen.findByText("top250 page", {}, { timeout: 5000 })).toBeInTheDocument();
    expect(events.slice(0, 3)).toEqual(["request", "module", "mount"]);
    // The page's own query found the answer: one request, not two.
    expect(view.queryClient.getQueryData(["movie", "douban_rank_list", "movie_top250"])).toEqual(
      [],
    );
    expect(events.filter((e) => e === "request")).toHaveLength(1);
  });

  it("starts a screen once per visit, and not its data for a signed-out visitor", async () => {
    const fetchMock = mockApi({ "GET /api/subscribe/list": { code: 0, data: [] } });
    const client = testQueryClient();
    // No token: the guard sends the visitor to sign-in, nothing is asked for.
    await MovieSubscriptionsPage.prefetch(client, new URLSearchParams());
    expect(fetchMock).not.toHaveBeenCalled();
    setAuthToken(liveToken());
    startRoute("/subscribe/tv-index", "", client);
    startRoute("/subscribe/tv-index", "", client); // StrictMode's second render
    const firstPage = subPagesQueryOptions("TV", readFilters(new URLSearchParams())).queryKey;
    await vi.waitFor(() => expect(client.getQueryData(firstPage)?.pages[0]?.items).toEqual([]));
    const lists = fetchMock.mock.calls.filter(([u]) => String(u).includes("/api/subscribe/list"));
    expect(lists).toHaveLength(1);
  });
});
