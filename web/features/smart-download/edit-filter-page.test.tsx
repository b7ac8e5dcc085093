import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { callsTo } from "../../../tests/unit/mock-api";
import { renderSignedIn } from "../../../tests/unit/signed-in";
import { emptyFilter } from "../../components/filter-form";
import { toast } from "../../lib/toaster";
import { EditFilterPage } from "./edit-filter-page";

const options = { code: 0, data: { resolution: ["2160p", "1080p"], filter_list: [] } };
const sent = (view: { fetchMock: Parameters<typeof callsTo>[0] }) =>
  callsTo(view.fetchMock, "POST /api/config/save_filter").map((c) => JSON.parse(String(c.body)));

describe("/smartDownload/edit-filter", () => {
  it("adds a filter: edit_filter_name null, then back to the list", async () => {
    vi.spyOn(toast, "success").mockResolvedValue("");
    const view = renderSignedIn(<EditFilterPage />, "/smartDownload/edit-filter", {
      "GET /api/common/filter_options": options,
      "POST /api/config/save_filter": { code: 0, message: "过滤器已保存", data: null },
    });
    expect(
      await screen.findByRole("heading", { name: "自定义过滤器", level: 2 }),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("过滤器名称", { selector: "input" }), "新的");
    await user.click(screen.getByRole("button", { name: "提交" }));
    await waitFor(() => expect(sent(view)).toHaveLength(1));
    expect(sent(view)[0]).toMatchObject({
      filter_name: "新的",
      edit_filter_name: null,
      download_mode: 2,
    });
    await waitFor(() => expect(view.currentPath()).toBe("/smartDownload/selectors"));
  });

  it("edits and renames: loads get_filter, sends the old name; a refusal stays in the form", async () => {
    const view = renderSignedIn(<EditFilterPage />, "/smartDownload/edit-filter?filterName=4K", {
      "GET /api/common/filter_options": options,
      "GET /api/config/get_filter": {
        code: 0,
        data: {
          ...emptyFilter(),
          filter_name: "4K",
          priority: 9,
          resolution: ["2160p"],
          min_size: 1024,
        },
      },
      "POST /api/config/save_filter": { code: 1, message: "已经有名为“超清”的过滤器了" },
    });
    const name = await screen.findByLabelText("过滤器名称", { selector: "input" });
    expect(name).toHaveValue("4K");
    expect(screen.getByLabelText("优先级")).toHaveValue("9");
    // 更多过滤规则 is open: this filter uses one of its rules.
    expect(screen.getByLabelText("最小尺寸")).toHaveValue("1024");
    const user = userEvent.setup();
    await user.clear(name);
    await user.type(name, "超清");
    await user.click(screen.getByRole("button", { name: "提交" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("已经有名为“超清”的过滤器了");
    expect(sent(view)[0]).toMatchObject({
      filter_name: "超清",
      edit_filter_name: "4K",
      priority: 9,
      resolution: ["2160p"],
      min_size: 1024,
    });
    expect(view.currentPath()).toBe("/smartDownload/edit-filter?filterName=4K");
  });
});
