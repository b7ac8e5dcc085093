import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createStore } from "jotai";
import { describe, expect, it } from "vitest";
import { callsTo, mockApi, type Routes } from "../../../tests/unit/mock-api";
import { renderWithApp } from "../../../tests/unit/render";
import { searchDialogOpenAtom } from "../../state/ui";
import { SearchDialog } from "./search-dialog";

const templates = {
  code: 0,
  data: {
    template: [
      {
        name: "默认",
        option: {
          searchContent: ["searchDouban", "searchMediaServer", "searchSite"],
          category: ["Movie", "TV", "Anime"],
          site: [],
        },
      },
      {
        name: "只搜电影",
        option: { searchContent: ["searchSite"], category: ["Movie"], site: ["hdsky"] },
      },
    ],
    permission_category: ["Movie", "TV", "Anime"],
  },
};
const sites = {
  code: 0,
  data: [
    { site_name: "mteam", alias: "馒头", web_search: 1 },
    { site_name: "hdsky", alias: "天空", web_search: 0 },
  ],
};

function setup(routes: Routes = {}) {
  const fetchMock = mockApi({
    "GET /api/setting/get_search_template": templates,
    "GET /api/site/get_sites": sites,
    "GET /api/movie/get_search_keyword_cache": { code: 0, data: [] },
    ...routes,
  });
  const store = createStore();
  store.set(searchDialogOpenAtom, true);
  const view = renderWithApp(<SearchDialog />, { path: "/home", store });
  return { fetchMock, view, store, user: userEvent.setup() };
}

const pill = (name: string) => screen.findByRole("button", { name, pressed: true });
const group = (name: string) => screen.getByRole("group", { name });
const query = (path: string | undefined) =>
  Object.fromEntries(new URL(String(path), "http://x").searchParams);

describe("SearchDialog", () => {
  it("lists recent searches, six at first, and opens one from the cache", async () => {
    const history = Array.from({ length: 8 }, (_, i) => ({
      keyword: `关键字${i}`,
      status: i === 0 ? "success" : i === 1 ? "searching" : "error",
      searchDouban: true,
      searchMediaServer: false,
      searchSite: "true",
    }));
    const { view, store, user } = setup({
      "GET /api/movie/get_search_keyword_cache": { code: 0, data: history },
    });
    const list = await screen.findByRole("heading", { name: "最近搜索" });
    expect(list).toBeInTheDocument();
    expect(await screen.findAllByRole("link")).toHaveLength(6);
    await user.click(screen.getByRole("button", { name: "展开" }));
    expect(screen.getAllByRole("link")).toHaveLength(8);
    await user.click(screen.getByRole("link", { name: "关键字1（搜索中）" }));
    expect(query(view.currentPath())).toEqual({
      cache: "true",
      keyword: "关键字1",
      searchDouban: "true",
      searchMediaServer: "false",
      searchSite: "true",
    });
    expect(store.get(searchDialogOpenAtom)).toBe(false);
  });

  it("says when there is no recent search", async () => {
    setup();
    expect(await screen.findByText("没有最近在搜索内容")).toBeInTheDocument();
  });

  it("searches with the first template's choices on Enter and closes", async () => {
    const { view, store, user } = setup();
    await screen.findByRole("button", { name: "默认", pressed: true });
    await user.type(screen.getByLabelText("搜索内容"), "沙丘{Enter}");
    expect(view.currentPath()?.startsWith("/movie/search?")).toBe(true);
    expect(query(view.currentPath())).toEqual({
      keyword: "沙丘",
      site_id: "mteam",
      cates: "Movie,TV,Anime",
      searchDouban: "true",
      searchMediaServer: "true",
      searchSite: "true",
    });
    expect(store.get(searchDialogOpenAtom)).toBe(false);
  });

  it("a template pill applies its choices and puts the focus back in the input", async () => {
    const { view, user } = setup();
    await user.click(await screen.findByRole("button", { name: "只搜电影", pressed: false }));
    expect(screen.getByRole("button", { name: "只搜电影", pressed: true })).toBeInTheDocument();
    expect(screen.getByLabelText("搜索内容")).toHaveFocus();
    await user.keyboard("沙丘");
    await user.click(screen.getByRole("button", { name: "搜索" }));
    expect(query(view.currentPath())).toMatchObject({
      site_id: "hdsky",
      cates: "Movie",
      searchDouban: "false",
    });
  });

  it("展开详细设置 shows the groups with 全选/取消全选, only permitted categories", async () => {
    const { view, user } = setup();
    await pill("默认");
    await user.click(screen.getByRole("button", { name: "展开详细设置" }));
    expect(screen.getByRole("button", { name: "收起详细设置" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    const cats = group("分类");
    expect(
      within(cats)
        .getAllByRole("checkbox")
        .map((c) => c.closest("label")?.textContent),
    ).toEqual(["电影", "剧集", "动漫"]);
    await user.click(within(cats).getByRole("button", { name: "取消全选" }));
    await user.click(within(cats).getByRole("checkbox", { name: "剧集" }));
    const siteGroup = group("站点");
    expect(within(siteGroup).getByRole("checkbox", { name: "馒头" })).toBeChecked();
    await user.click(within(siteGroup).getByRole("button", { name: "全选" }));
    await user.click(within(group("内容")).getByRole("checkbox", { name: "豆瓣" }));
    await user.type(screen.getByLabelText("搜索内容"), "x{Enter}");
    expect(query(view.currentPath())).toMatchObject({
      site_id: "mteam,hdsky",
      cates: "TV",
      searchDouban: "false",
    });
  });

  it("on 默认: 修改默认配置 saves the choices; 保存为新模版 names and creates a template", async () => {
    const { fetchMock, view, store, user } = setup({
      "POST /api/setting/update_search_template": { code: 0, message: "模版已保存" },
      "POST /api/setting/add_search_template": { code: 0, message: "模版已创建" },
    });
    await pill("默认");
    await user.click(screen.getByRole("button", { name: "展开详细设置" }));
    await user.click(within(group("内容")).getByRole("checkbox", { name: "媒体库" }));
    await user.click(screen.getByRole("button", { name: "修改默认配置" }));
    expect(await screen.findByText("模版已保存")).toBeInTheDocument();
    expect(
      JSON.parse(String(callsTo(fetchMock, "POST /api/setting/update_search_template")[0]?.body)),
    ).toEqual({
      name: "默认",
      option: {
        searchContent: ["searchDouban", "searchSite"],
        category: ["Movie", "TV", "Anime"],
        site: ["mteam"],
      },
    });
    expect(screen.queryByRole("button", { name: /删除模版/ })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText("搜索内容"), "沙丘");
    await user.click(screen.getByRole("button", { name: "保存为新模版" }));
    const dialog = await screen.findByRole("dialog", { name: "确认要创建新模版吗" });
    await user.click(within(dialog).getByRole("button", { name: "创建" }));
    expect(await within(dialog).findByText("模版名称不能为空")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("模版名称"), "只要剧集{Enter}");
    expect(await screen.findByText("模版已创建")).toBeInTheDocument();
    const sent = JSON.parse(
      String(callsTo(fetchMock, "POST /api/setting/add_search_template")[0]?.body),
    );
    expect(sent.name).toBe("只要剧集");
    expect(sent.option.searchContent).toEqual(["searchDouban", "searchSite"]);
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "确认要创建新模版吗" })).not.toBeInTheDocument(),
    );
    // The name dialog's Enter did not also send the search form around it.
    expect(view.currentPath()).toBe("/home");
    expect(store.get(searchDialogOpenAtom)).toBe(true);
  });

  it("on another template: 删除模版<name> deletes it and goes back to 默认", async () => {
    const { fetchMock, user } = setup({
      "GET /api/setting/delete_search_template": { code: 0, message: "模版已删除" },
    });
    await user.click(await screen.findByRole("button", { name: "只搜电影", pressed: false }));
    await user.click(screen.getByRole("button", { name: "展开详细设置" }));
    expect(screen.queryByRole("button", { name: "保存为新模版" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "删除模版只搜电影" }));
    expect(await screen.findByText("模版已删除")).toBeInTheDocument();
    const [call] = fetchMock.mock.calls.filter(([u]) =>
      String(u).includes("delete_search_template"),
    );
    expect(new URL(String(call?.[0]), "http://x").searchParams.get("name")).toBe("只搜电影");
    expect(screen.getByRole("button", { name: "默认", pressed: true })).toBeInTheDocument();
  });

  it("still searches when the sites cannot be read (none configured yet)", async () => {
    const { view, user } = setup({ "GET /api/site/get_sites": { code: 0, data: null } });
    await pill("默认");
    await user.click(screen.getByRole("button", { name: "展开详细设置" }));
    expect(within(group("站点")).getByText("还没有添加站点")).toBeInTheDocument();
    await user.type(screen.getByLabelText("搜索内容"), "x{Enter}");
    expect(query(view.currentPath()).site_id).toBe("");
  });

  it("says why the templates could not be read, and searches anyway", async () => {
    const { view, user } = setup({
      "GET /api/setting/get_search_template": { code: 1, message: "需要登录" },
    });
    expect(await screen.findByText("读取搜索模版失败：需要登录")).toBeInTheDocument();
    await user.type(screen.getByLabelText("搜索内容"), "x{Enter}");
    expect(query(view.currentPath())).toMatchObject({
      cates: "Movie,TV,Documentary,Anime,Music,AV",
    });
  });
});
