import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { body, RULE_KEYS } from "../../../tests/unit/dialog-filter";
import { callsTo, mockApi } from "../../../tests/unit/mock-api";
import { renderWithApp } from "../../../tests/unit/render";
import { fromDoubanMedia, fromTrending } from "./adapters";
import { SubscribeDialog } from "./subscribe-dialog";

const keysOf = (o: object) => Object.keys(o).sort();

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

  it("独立设置过滤器: the inline FilterForm (with 选择现有参考) sends filter_config", async () => {
    const fetchMock = mockApi({
      "GET /api/common/filter_options": {
        code: 0,
        data: {
          filter_name_list: ["4K"],
          filter_list: [{ filter_name: "4K", resolution: ["2160p"], download_mode: 2 }],
          resolution: ["2160p", "1080p"],
        },
      },
      "GET /api/subscribe/get_sub_rule_by_douban_id": { code: 1, message: "没有社区服务" },
      "POST /api/subscribe/sub_douban": { code: 0, message: "订阅成功" },
    });
    const movie = fromDoubanMedia({ id: "1292052", type: "Movie", cn_name: "肖申克的救赎" });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<SubscribeDialog item={movie} onClose={onClose} />);
    const dialog = screen.getByRole("dialog");
    await within(dialog).findByText("订阅时会按此过滤器选择资源");
    expect(within(dialog).queryByRole("form", { name: "独立设置的过滤器" })).toBeNull();
    await user.selectOptions(within(dialog).getByLabelText("过滤器"), "system:newFilter");
    const form = await within(dialog).findByRole("form", { name: "独立设置的过滤器" });
    await user.selectOptions(within(form).getByLabelText("选择现有参考"), "4K");
    await user.click(within(form).getByLabelText("必须有中文字幕"));
    await user.click(within(dialog).getByRole("button", { name: "确定" }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = body(callsTo(fetchMock, "POST /api/subscribe/sub_douban")[0]);
    expect(sent).toMatchObject({ id: "1292052", filter_name: "system:newFilter", season_ids: [] });
    expect(sent.filter_config).toMatchObject({
      resolution: ["2160p"],
      has_cn: true,
      download_mode: 2,
    });
    // A movie shows 过滤下载模式, so the mode goes along; nothing of a saved filter does.
    expect(keysOf(sent.filter_config)).toEqual([...RULE_KEYS, "download_mode"].sort());
    // No community server: no shared-rule section.
    expect(within(dialog).queryByText("可以使用以下自定义订阅")).toBeNull();
  });

  it("独立设置过滤器 for a show: no 过滤下载模式 in the form, none in filter_config", async () => {
    const fetchMock = mockApi({
      "GET /api/common/filter_options": {
        code: 0,
        data: {
          filter_name_list: ["4K"],
          filter_list: [
            {
              filter_name: "4K",
              priority: 5,
              download_mode: 1,
              apply_media_type: ["TV"],
              resolution: ["2160p"],
            },
          ],
          resolution: ["2160p", "1080p"],
        },
      },
      "POST /api/subscribe/sub_douban": { code: 0, message: "订阅成功" },
    });
    const show = fromDoubanMedia({
      id: "35",
      type: "TV",
      cn_name: "请回答1988",
      release_year: 2015,
      season: [{ doubanId: "35", seasonNumber: 1, releaseYear: 2015 }],
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<SubscribeDialog item={show} onClose={onClose} />);
    const dialog = screen.getByRole("dialog");
    await within(dialog).findByText("订阅时会按此过滤器选择资源");
    await user.selectOptions(within(dialog).getByLabelText("过滤器"), "system:newFilter");
    const form = await within(dialog).findByRole("form", { name: "独立设置的过滤器" });
    expect(within(form).queryByLabelText("过滤下载模式")).toBeNull();
    await user.selectOptions(within(form).getByLabelText("选择现有参考"), "4K");
    await user.click(within(dialog).getByRole("button", { name: "确定" }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = body(callsTo(fetchMock, "POST /api/subscribe/sub_douban")[0]);
    expect(sent).toMatchObject({ filter_name: "system:newFilter", season_ids: ["35"] });
    expect(sent.filter_config.resolution).toEqual(["2160p"]);
    expect(keysOf(sent.filter_config)).toEqual(RULE_KEYS);
  });

  it("shows the shared custom subscriptions when the endpoint lists some", async () => {
    mockApi({
      "GET /api/common/filter_options": { code: 0, data: {} },
      "GET /api/subscribe/get_sub_rule_by_douban_id": {
        code: 0,
        data: [{ id: 7, ruleName: "肖申克 4K", authorNickname: "amy", description: "只要原盘" }],
      },
    });
    const movie = fromDoubanMedia({ id: "1292052", type: "Movie", cn_name: "肖申克的救赎" });
    renderWithApp(<SubscribeDialog item={movie} onClose={vi.fn()} />);
    const section = await screen.findByRole("region", { name: "可以使用以下自定义订阅" });
    expect(within(section).getByText("由 amy 分享")).toBeInTheDocument();
    expect(within(section).getByRole("link", { name: "添加到我的订阅" })).toHaveAttribute(
      "href",
      "/subscribe/edit-custom-sub?sub_rule_id=7",
    );
  });
});
