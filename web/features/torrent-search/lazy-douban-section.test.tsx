import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../../tests/unit/mock-api";
import { renderWithApp } from "../../../tests/unit/render";
import { LazyDoubanSection } from "./lazy-douban-section";

describe("LazyDoubanSection", () => {
  it("keeps 影片's heading and a skeleton while its code loads, then shows the cards", async () => {
    mockApi({
      "GET /api/common/app": { code: 0, data: { version: "1", menus: [], server_config: {} } },
      "GET /api/movie/search_douban": {
        code: 0,
        data: [{ id: "1291843", type: "Movie", cn_name: "黑客帝国", release_year: 1999 }],
      },
    });
    renderWithApp(<LazyDoubanSection keyword="黑客" />);
    // The first render: the part's code is not here yet.
    expect(screen.getByRole("heading", { name: "影片" })).toBeInTheDocument();
    expect(document.querySelector(".mr-search-pending")).not.toBeNull();
    expect(await screen.findAllByText(/黑客帝国/)).not.toHaveLength(0);
    expect(document.querySelector(".mr-search-pending")).toBeNull();
    expect(screen.getAllByRole("heading", { name: "影片" })).toHaveLength(1);
  });
});
