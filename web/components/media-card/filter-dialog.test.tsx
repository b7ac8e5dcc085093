import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { body, RULE_KEYS } from "../../../tests/unit/dialog-filter";
import { callsTo, mockApi } from "../../../tests/unit/mock-api";
import { renderWithApp } from "../../../tests/unit/render";
import { fromDoubanMedia } from "./adapters";
import { FilterDialog } from "./filter-dialog";
import type { MediaItem } from "./types";

/** A subscription whose own filter came from a saved one: name, priority, scope and all. */
function routes() {
  return mockApi({
    "GET /api/subscribe/get_sub": {
      code: 0,
      data: {
        id: 9,
        filter_name: "system:newFilter",
        filter_config: JSON.stringify({
          filter_name: "4K",
          priority: 3,
          download_mode: 1,
          apply_media_type: ["Movie", "TV"],
          apply_min_year: 2000,
          resolution: ["2160p"],
        }),
      },
    },
    "GET /api/common/filter_options": { code: 0, data: { resolution: ["2160p", "1080p"] } },
    "POST /api/subscribe/re_version": { code: 0, message: "已保存", data: 0 },
  });
}

async function save(item: MediaItem) {
  const fetchMock = routes();
  const onClose = vi.fn();
  const user = userEvent.setup();
  renderWithApp(<FilterDialog item={item} onClose={onClose} />);
  const dialog = await screen.findByRole("dialog");
  const form = await within(dialog).findByRole("form", { name: "过滤器" });
  const mode = within(form).queryByLabelText("过滤下载模式");
  await user.click(within(dialog).getByRole("button", { name: "确定" }));
  await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  return { mode, sent: body(callsTo(fetchMock, "POST /api/subscribe/re_version")[0]) };
}

describe("FilterDialog (过滤/洗版)", () => {
  it("a subscribed movie shows 过滤下载模式 and sends it, with the rules and nothing else", async () => {
    const movie = fromDoubanMedia({ id: "1", type: "Movie", cn_name: "沙丘", status: 0 });
    const { mode, sent } = await save({ ...movie, subId: 9 });
    expect(mode).not.toBeNull();
    expect(Object.keys(sent).sort()).toEqual([...RULE_KEYS, "download_mode", "sub_id"].sort());
    expect(sent).toMatchObject({ sub_id: 9, download_mode: 1, resolution: ["2160p"] });
  });

  it("a show hides 过滤下载模式 and sends no download_mode", async () => {
    const show = fromDoubanMedia({ id: "2", type: "TV", cn_name: "繁花", status: 0 });
    const { mode, sent } = await save({ ...show, subId: 9 });
    expect(mode).toBeNull();
    expect(Object.keys(sent).sort()).toEqual([...RULE_KEYS, "sub_id"].sort());
    expect(sent).toMatchObject({ sub_id: 9, resolution: ["2160p"] });
  });
});
