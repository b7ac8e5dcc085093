import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { callsTo, jsonResponse, mockApi } from "../../../tests/unit/mock-api";
import { renderWithApp } from "../../../tests/unit/render";
import { fromDoubanMedia } from "./adapters";
import { MediaGrid } from "./media-grid";
import { MediaSlider } from "./media-slider";
import { shownState } from "./title-states";
import { VirtualMediaGrid } from "./virtual-media-grid";

const titles = ["等着", "追着", "下着", "有了", "没有"];
const items = titles.map((cn_name, i) =>
  fromDoubanMedia({
    id: String(100 + i),
    type: "Movie",
    cn_name,
    release_year: 2020,
    // The first one is her pending request, the second her subscription.
    status: i === 0 ? 3 : i === 1 ? 0 : null,
  }),
);
const states = ["pending", "subscribed", "downloading", "in_library", ""];

const card = (title: string) => screen.getByRole("article", { name: `${title}(2020)` });

describe("the requester view on poster cards", () => {
  it("shows each card's state, asked once for the whole grid", async () => {
    const fetchMock = mockApi({ "POST /api/movie/title_states": { code: 0, data: states } });
    renderWithApp(<MediaGrid label="榜单" items={items} isLoading={false} />);
    expect(await within(card("下着")).findByText("下载中")).toBeInTheDocument();
    expect(
      within(card("等着")).getByText("等待批准", { selector: ".mr-title-state" }),
    ).toBeVisible();
    expect(within(card("追着")).getByText("订阅中", { selector: ".mr-title-state" })).toBeVisible();
    expect(within(card("有了")).getByText("已入库")).toBeInTheDocument();
    expect(card("没有").querySelector(".mr-title-state")).toBeNull();
    const asked = callsTo(fetchMock, "POST /api/movie/title_states");
    expect(asked).toHaveLength(1);
    expect(JSON.parse(String(asked[0]?.body)).items).toEqual(
      titles.map((_, i) => ({ douban_id: String(100 + i), media_type: "Movie" })),
    );
  });

  it("a grid that grows by pages asks for each page's cards once", async () => {
    const byId = Object.fromEntries(items.map((item, i) => [item.doubanId, states[i]]));
    const fetchMock = mockApi({
      "POST /api/movie/title_states": (init: RequestInit) =>
        jsonResponse({
          code: 0,
          data: JSON.parse(String(init.body)).items.map(
            (k: { douban_id: string }) => byId[k.douban_id],
          ),
        }),
    });
    function Growing() {
      const [count, setCount] = useState(2);
      return (
        <>
          <button type="button" onClick={() => setCount(5)}>
            more
          </button>
          <VirtualMediaGrid
            label="订阅"
            items={items.slice(0, count)}
            isLoading={false}
            pageSize={2}
          />
        </>
      );
    }
    renderWithApp(<Growing />);
    expect(
      await within(card("追着")).findByText("订阅中", { selector: ".mr-title-state" }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "more" }));
    expect(await within(card("有了")).findByText("已入库")).toBeInTheDocument();
    expect(within(card("下着")).getByText("下载中")).toBeInTheDocument();
    const asked = callsTo(fetchMock, "POST /api/movie/title_states").map(
      (init) => JSON.parse(String(init.body)).items.length,
    );
    expect(asked).toEqual([2, 2, 1]);
  });

  it("a slider asks once too", async () => {
    const fetchMock = mockApi({ "POST /api/movie/title_states": { code: 0, data: states } });
    renderWithApp(<MediaSlider title="推荐" items={items} isLoading={false} />);
    expect(await within(card("有了")).findByText("已入库")).toBeInTheDocument();
    expect(callsTo(fetchMock, "POST /api/movie/title_states")).toHaveLength(1);
  });

  it("a download or the library outrank the subscription, which follows the card's live status", () => {
    expect(shownState("downloading", 3)).toBe("downloading");
    expect(shownState("in_library", 0)).toBe("in_library");
    expect(shownState("pending", null)).toBeUndefined(); // just refused or deleted
    expect(shownState(undefined, 3)).toBe("pending"); // just requested
    expect(shownState(undefined, 2)).toBe("subscribed");
    expect(shownState(undefined, 1)).toBeUndefined();
  });
});
