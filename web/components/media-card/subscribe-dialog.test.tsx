import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { callsTo, mockApi } from "../../../tests/unit/mock-api";
import { renderWithApp } from "../../../tests/unit/render";
import { fromDoubanMedia, fromTrending } from "./adapters";
import { SubscribeDialog } from "./subscribe-dialog";

const body = (init: RequestInit | undefined) => JSON.parse(String(init?.body));

describe("SubscribeDialog", () => {
  it("a show with seasons: 订阅季数 defaults to the latest; 从指定集开始 asks for 起始集号", async () => {
    const fetchMock = mockApi({
      "GET /api/common/filter_options": { code: 0, data: { filter_name_list: [] } },
      "POST /api/subscribe/sub_douban": { code: 0, message: "订阅成功" },
    });
    const show = fromDoubanMedia({
      id: "35",
      type: "TV",
      cn_name: "请回答1988",
      release_year: 2015,
      season: [
        { doubanId: "34", seasonNumber: 1, releaseYear: 2014 },
        { doubanId: "35", seasonNumber: 2, releaseYear: 2015 },
      ],
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<SubscribeDialog item={show} onClose={onClose} />);
    const dialog = screen.getByRole("dialog", { name: "确定要订阅 请回答1988(2015) 吗？" });
    expect(
      within(dialog).getByRole("button", { name: /订阅季数 第2季\(2015\)/ }),
    ).toBeInTheDocument();
    expect(await within(dialog).findByText("没有设置任何过滤器")).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText("订阅模式"), "AnyNew");
    const start = within(dialog).getByLabelText("起始集号");
    await user.clear(start);
    await user.click(within(dialog).getByRole("button", { name: "确定" }));
    expect(within(dialog).getByText("起始集号必须是大于0的整数")).toBeInTheDocument();
    await user.type(start, "5");
    await user.click(within(dialog).getByRole("button", { name: "确定" }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(body(callsTo(fetchMock, "POST /api/subscribe/sub_douban")[0])).toEqual({
      id: "35",
      filter_name: "system:autoSelectFilter",
      season_ids: ["35"],
      sub_mode: "AnyNew",
      start_episode_number: 5,
    });
  });

  it("a TMDB-only show reads its seasons from media_detail and posts sub_tmdb", async () => {
    const fetchMock = mockApi({
      "GET /api/common/filter_options": { code: 0, data: {} },
      "GET /api/movie/media_detail": {
        code: 0,
        data: {
          type: "TV",
          title: "怪奇物语",
          seasons: [
            { season_number: 0, name: "特别篇" },
            { season_number: 1, air_date: "2016-07-15", episode_count: 8 },
            { season_number: 4, air_date: "2022-05-27", episode_count: 9 },
          ],
        },
      },
      "POST /api/subscribe/sub_tmdb": { code: 0, message: "订阅成功" },
    });
    const show = fromTrending({
      id: "66732",
      tmdb_id: 66732,
      type: "TV",
      cn_name: "怪奇物语",
      release_year: 2016,
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<SubscribeDialog item={show} onClose={onClose} />);
    const dialog = screen.getByRole("dialog");
    expect(
      await within(dialog).findByRole("button", { name: /订阅季数 第4季\(2022\)/ }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "确定" }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const [detailCall] = fetchMock.mock.calls.filter(([u]) => String(u).includes("media_detail"));
    expect(String(detailCall?.[0])).toContain("tmdb_id=66732&media_type=TV");
    expect(body(callsTo(fetchMock, "POST /api/subscribe/sub_tmdb")[0])).toEqual({
      tmdb_id: 66732,
      media_type: "TV",
      season_numbers: [4],
      filter_name: "system:autoSelectFilter",
      sub_mode: "Normal",
    });
  });
});
