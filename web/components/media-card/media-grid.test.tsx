import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { mockApi } from "../../../tests/unit/mock-api";
import { renderWithApp } from "../../../tests/unit/render";
import { familyUser, signedInStore } from "../../../tests/unit/signed-in";
import { ConfigRefusal } from "../../lib/api/config-request";
import { mediaImage } from "../../lib/media-image";
import { fromDoubanMedia } from "./adapters";
import { settingsPageFor } from "./load-failure";
import { MediaGrid } from "./media-grid";
import { MediaSlider } from "./media-slider";

// Each card asks for its poster's address once a render: counts card renders.
vi.mock("../../lib/media-image", async (actual) => {
  const real = await actual<typeof import("../../lib/media-image")>();
  return { ...real, mediaImage: vi.fn(real.mediaImage) };
});

const items = Array.from({ length: 25 }, (_, i) =>
  fromDoubanMedia({
    id: String(i + 1),
    type: "Movie",
    cn_name: `电影${i + 1}`,
    release_year: 2020,
  }),
);

const noKey = new ConfigRefusal("未设置TMDB API Key，请在 设置 → 媒体数据 → TMDB 中填写", "setup");

/** A grid whose list failed with error, for the user of store. */
function renderFailure(
  store: ReturnType<typeof signedInStore>,
  error: unknown,
  onRetry?: () => void,
) {
  mockApi({});
  return renderWithApp(
    <MediaGrid label="榜单" items={undefined} isLoading={false} error={error} onRetry={onRetry} />,
    { store },
  );
}

describe("MediaGrid", () => {
  it("renders a big list (Top 250) in slices: a screenful first, all of it when idle", async () => {
    mockApi({});
    const many = Array.from({ length: 250 }, (_, i) =>
      fromDoubanMedia({
        id: String(i + 1),
        type: "Movie",
        cn_name: `榜单${i + 1}`,
        release_year: 2000,
      }),
    );
    renderWithApp(<MediaGrid label="Top 250" items={many} isLoading={false} />);
    const list = screen.getByRole("list", { name: "Top 250" });
    expect(list.children.length).toBeLessThanOrEqual(40);
    await vi.waitFor(() => expect(list.children).toHaveLength(250), { timeout: 5000 });
    // A card already shown is not rendered again for each later slice (about
    // 1,500 card renders then, ten slices of a growing list).
    expect(vi.mocked(mediaImage).mock.calls.length).toBeLessThanOrEqual(2 * 250);
  });

  it("lists the cards, or a spinner while loading, or 暂无数据", () => {
    mockApi({});
    const full = renderWithApp(<MediaGrid label="榜单" items={items} isLoading={false} />);
    expect(screen.getByRole("list", { name: "榜单" }).children).toHaveLength(25);
    full.unmount();
    const loading = renderWithApp(<MediaGrid label="榜单" items={undefined} isLoading />);
    expect(screen.getByRole("status", { name: "加载中…" })).toBeInTheDocument();
    loading.unmount();
    renderWithApp(<MediaGrid label="榜单" items={[]} isLoading={false} />);
    expect(screen.getByText("暂无数据")).toBeInTheDocument();
  });

  it("a failure only the settings cure shows the admin the server's message, the settings to fix it and 重试", async () => {
    const onRetry = vi.fn();
    const view = renderFailure(signedInStore(), noKey, onRetry);
    expect(screen.getByRole("alert")).toHaveTextContent(/^未设置TMDB API Key，请在 设置/);
    await userEvent.setup().click(screen.getByRole("button", { name: "重试" }));
    expect(onRetry).toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole("link", { name: "设置 TMDB" }));
    expect(view.currentPath()).toBe("/setting/edit-tmdb");
  });

  it("a family member is told to ask the administrator, not shown settings the server refuses them", async () => {
    const onRetry = vi.fn();
    const view = renderFailure(
      signedInStore(familyUser),
      new ConfigRefusal("豆瓣请求过于频繁，请稍后再试"),
      onRetry,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("如果问题一直存在，请联系管理员");
    expect(screen.queryByRole("link")).toBeNull();
    await userEvent.setup().click(screen.getByRole("button", { name: "重试" }));
    expect(onRetry).toHaveBeenCalled();
    view.unmount();
    // A failure only the settings cure: the server's words to her say whom
    // to ask, whatever they are; the line is not added.
    renderFailure(signedInStore(familyUser), new ConfigRefusal("TMDB 还没有设置好", "setup"));
    expect(screen.getByRole("alert")).toHaveTextContent(/^TMDB 还没有设置好$/);
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("settingsPageFor picks the page the message is about", () => {
    expect(settingsPageFor("豆瓣请求过于频繁，请稍后再试")).toBe("/setting/edit-douban");
    expect(settingsPageFor("TMDB API Key 无效")).toBe("/setting/edit-tmdb");
    expect(settingsPageFor("未配置任何影视数据服务")).toBe("/setting/index");
  });
});

describe("MediaSlider", () => {
  it("shows its title and the first 20 cards, with arrow buttons", () => {
    mockApi({});
    renderWithApp(<MediaSlider title="实时热门电影" items={items} isLoading={false} />);
    expect(screen.getByRole("heading", { name: "实时热门电影" })).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "实时热门电影" }).children).toHaveLength(20);
    expect(screen.getByRole("button", { name: "向后滚动实时热门电影" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "向前滚动实时热门电影" })).toBeInTheDocument();
  });

  it("shows 10 placeholders while loading", () => {
    mockApi({});
    renderWithApp(<MediaSlider title="日剧" items={undefined} isLoading />);
    expect(screen.getByRole("status", { name: "加载中…" }).querySelectorAll("li")).toHaveLength(10);
  });
});
