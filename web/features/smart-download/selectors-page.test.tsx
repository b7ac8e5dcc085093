import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { callsTo, deferred, jsonResponse } from "../../../tests/unit/mock-api";
import { renderSignedIn } from "../../../tests/unit/signed-in";
import { emptyFilter } from "../../components/filter-form";
import { toast } from "../../lib/toaster";
import { SelectorsPage } from "./selectors-page";

const filters = [
  {
    ...emptyFilter(),
    filter_name: "4K 电影",
    apply_media_type: ["Movie", "TV"],
    apply_area: ["美国"],
  },
  { ...emptyFilter(), filter_name: "任意" },
];
const rules = [{ rule_name: "compress", desc: "压制优先" }];

describe("/smartDownload/selectors", () => {
  it("lists filters with their scope and the read-only sort rules", async () => {
    const info = vi.spyOn(toast, "info").mockResolvedValue("");
    renderSignedIn(<SelectorsPage />, "/smartDownload/selectors", {
      "GET /api/config/get_filter_list": { code: 0, data: filters },
      "GET /api/config/get_rule_list": { code: 0, data: rules },
    });
    const list = await screen.findByRole("list", { name: "过滤器" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText("电影 · 剧集 · 美国")).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText("全部类型")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "添加过滤器" })).toHaveAttribute(
      "href",
      "/smartDownload/edit-filter",
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "编辑排序规则compress" }));
    expect(info).toHaveBeenCalledWith("排序规则暂不开放设置，敬请期待。");
  });

  it("shows skeleton rows, not a spinner, while loading; a failure says why with 重试", async () => {
    const list = deferred<Response>();
    renderSignedIn(<SelectorsPage />, "/smartDownload/selectors", {
      "GET /api/config/get_filter_list": () => list.promise,
      "GET /api/config/get_rule_list": { code: 1, message: "规则读不出来" },
    });
    const filtersCard = screen.getByRole("region", { name: "过滤器" });
    const loading = within(filtersCard).getByRole("status", { name: "加载中…" });
    expect(loading).toHaveAttribute("aria-busy", "true");
    expect(loading.querySelectorAll(".bp6-skeleton").length).toBeGreaterThan(0);
    expect(document.querySelector(".bp6-spinner")).toBeNull();
    const rulesCard = screen.getByRole("region", { name: "排序规则" });
    expect(await within(rulesCard).findByRole("alert")).toHaveTextContent("规则读不出来");
    expect(within(rulesCard).getByRole("button", { name: "重试" })).toBeInTheDocument();
    list.resolve(jsonResponse({ code: 0, data: filters }));
    expect(await within(filtersCard).findByRole("list", { name: "过滤器" })).toBeInTheDocument();
    expect(within(filtersCard).queryByRole("status")).not.toBeInTheDocument();
  });

  it("edit goes to the editor; delete asks first, then calls delete_filter", async () => {
    const success = vi.spyOn(toast, "success").mockResolvedValue("");
    const view = renderSignedIn(<SelectorsPage />, "/smartDownload/selectors", {
      "GET /api/config/get_filter_list": { code: 0, data: filters },
      "GET /api/config/get_rule_list": { code: 0, data: rules },
      "GET /api/config/delete_filter": { code: 0, message: "过滤器“4K 电影”已删除", data: null },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "4K 电影的操作" }));
    await user.click(await screen.findByRole("menuitem", { name: "编辑" }));
    await waitFor(() =>
      expect(view.currentPath()).toBe(
        "/smartDownload/edit-filter?filterName=4K%20%E7%94%B5%E5%BD%B1",
      ),
    );
    await user.click(screen.getByRole("button", { name: "4K 电影的操作" }));
    await user.click(await screen.findByRole("menuitem", { name: "删除" }));
    const dialog = await screen.findByRole("alertdialog", { name: "删除提示" });
    expect(dialog).toHaveTextContent("确定要删除 4K 电影 这个过滤器吗");
    expect(callsTo(view.fetchMock, "GET /api/config/delete_filter")).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "删除" }));
    await waitFor(() => expect(success).toHaveBeenCalledWith("过滤器“4K 电影”已删除"));
    const url = view.fetchMock.mock.calls
      .map(([input]) => String(input))
      .find((u) => u.includes("delete_filter"));
    expect(new URL(url ?? "", "http://x").searchParams.get("filter_name")).toBe("4K 电影");
    // The list is asked for again.
    expect(callsTo(view.fetchMock, "GET /api/config/get_filter_list").length).toBeGreaterThan(1);
  });
});
