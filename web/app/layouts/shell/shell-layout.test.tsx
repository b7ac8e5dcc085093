import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderSignedIn } from "../../../../tests/unit/signed-in";
import { authAtom } from "../../../state/auth";
import { ShellLayout } from "./shell-layout";

function renderShell(path: string, routes = {}) {
  return renderSignedIn(
    <ShellLayout>
      <p>page body</p>
    </ShellLayout>,
    path,
    routes,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const mainNav = () => screen.getByRole("navigation", { name: "主菜单" });

describe("ShellLayout: sidebar", () => {
  it("draws the server's menus: brand, captions, groups open on the active path, badges", async () => {
    renderShell("/recommend/movie-ranking");
    const nav = mainNav();
    expect(within(nav).getByRole("link", { name: "Movie Robot" })).toHaveAttribute("href", "/");
    expect(await within(nav).findByText("发现")).toBeInTheDocument();
    expect(within(nav).getByText("系统")).toBeInTheDocument();
    const group = within(nav).getByRole("button", { name: "排行榜" });
    expect(group).toHaveAttribute("aria-expanded", "true");
    const active = within(nav).getByRole("link", { name: "电影排行" });
    expect(active).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "剧集排行" })).not.toHaveAttribute("aria-current");
    const withBadge = within(nav).getByRole("link", { name: /搜索资源/ });
    expect(within(withBadge).getByText("新")).toHaveClass("mr-nav-badge");
    expect(screen.getByText("page body")).toBeInTheDocument();
  });

  it("brings the active entry back in sight whenever the menu's box is resized", async () => {
    // The user row arrives after the menus and shrinks the scrolling box: a
    // single scroll at mount left 系统日志 under it at 1280×800.
    const observed: Element[] = [];
    let resize = () => {};
    vi.stubGlobal(
      "ResizeObserver",
      class {
        constructor(callback: () => void) {
          resize = callback;
        }
        observe(target: Element) {
          observed.push(target);
        }
        disconnect() {}
      },
    );
    const scrolled: Element[] = [];
    // jsdom has no scrollIntoView: the test gives elements one that records.
    HTMLElement.prototype.scrollIntoView = function (this: HTMLElement) {
      scrolled.push(this);
    };
    renderShell("/setting/index");
    const active = await within(mainNav()).findByRole("link", { name: "设置" });
    await waitFor(() => expect(scrolled).toContain(active));
    expect(observed.map((e) => e.className)).toContain("mr-sidebar-body");
    const before = scrolled.length;
    resize();
    expect(scrolled.slice(before)).toEqual([active]);
    delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
  });

  it("starts a group closed elsewhere and toggles it", async () => {
    renderShell("/setting/index");
    const nav = mainNav();
    const group = await within(nav).findByRole("button", { name: "排行榜" });
    expect(group).toHaveAttribute("aria-expanded", "false");
    expect(within(nav).queryByRole("link", { name: "电影排行" })).not.toBeInTheDocument();
    await userEvent.setup().click(group);
    expect(within(nav).getByRole("link", { name: "电影排行" })).toBeVisible();
    expect(within(nav).getByRole("link", { name: "设置" })).toHaveAttribute("aria-current", "page");
  });

  it("shows the user with an online dot, and the footer with the version", async () => {
    renderShell("/home");
    const nav = mainNav();
    expect(within(nav).getByText("admin")).toBeInTheDocument();
    expect(within(nav).getByText("管理员")).toBeInTheDocument();
    expect(within(nav).getByRole("img", { name: "在线" })).toBeInTheDocument();
    // Their own account: the only way a family member reaches it.
    expect(within(nav).getByRole("link", { description: "编辑用户" })).toHaveAttribute(
      "href",
      "/user/edit?op=edit&id=1",
    );
    const footer = screen.getByRole("contentinfo");
    expect(await within(footer).findByText("Version: 9.9.9")).toBeInTheDocument();
    expect(within(footer).getByText(`© ${new Date().getFullYear()} - Movie Robot`)).toBeVisible();
    expect(within(footer).getByRole("link", { name: "帮助文档" })).toBeInTheDocument();
  });

  it("has the page landmarks and drops the content padding for hidePadding=true", () => {
    const { unmount } = renderShell("/setting/index");
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getByRole("main")).toHaveClass("mr-content");
    expect(screen.getByRole("main")).not.toHaveClass("mr-content-flush");
    unmount();
    renderShell("/common/view?hidePadding=true");
    expect(screen.getByRole("main")).toHaveClass("mr-content-flush");
  });

  it("opens the sidebar as a drawer from the hamburger; a leaf closes it", async () => {
    const user = userEvent.setup();
    const view = renderShell("/home");
    const hamburger = screen.getByRole("button", { name: "打开菜单" });
    await user.click(hamburger);
    expect(hamburger).toHaveAttribute("aria-expanded", "true");
    // The drawer's code loads on its first opening: wait for its copy of the menu.
    await waitFor(() =>
      expect(screen.getAllByRole("navigation", { name: "主菜单" })).toHaveLength(2),
    );
    const drawerNav = screen.getAllByRole("navigation", { name: "主菜单" })[1] as HTMLElement;
    await user.click(within(drawerNav).getByRole("link", { name: "设置" }));
    expect(view.currentPath()).toBe("/setting/index");
    await waitFor(() => expect(hamburger).toHaveAttribute("aria-expanded", "false"));
  });
});

describe("ShellLayout: top bar", () => {
  it("opens the search dialog with the search placeholder; Enter goes to /movie/search", async () => {
    const user = userEvent.setup();
    const view = renderShell("/home");
    await user.click(screen.getByRole("button", { name: "搜索" }));
    const input = await screen.findByRole("searchbox", { name: "搜索内容" });
    expect(input).toHaveAttribute("placeholder", "搜索…");
    await user.type(input, "沙丘{Enter}");
    const target = new URL(view.currentPath() ?? "", "http://x");
    expect(target.pathname).toBe("/movie/search");
    expect(target.searchParams.get("keyword")).toBe("沙丘");
  });

  it("系统 menu: 更换主题 opens the theme drawer; 系统日志 goes to the app log", async () => {
    const user = userEvent.setup();
    const view = renderShell("/home");
    await user.click(screen.getByRole("button", { name: "系统" }));
    await user.click(await screen.findByText("更换主题"));
    expect(await screen.findByRole("heading", { name: "切换主题" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "系统" }));
    await user.click(await screen.findByText("系统日志"));
    expect(view.currentPath()).toBe("/setting/app-log");
  });

  it("系统 menu: a family member is not offered 系统日志 (issue 28)", async () => {
    const user = userEvent.setup();
    const view = renderShell("/home");
    const me = view.store.get(authAtom).user;
    view.store.set(authAtom, {
      isInitialized: true,
      isAuthenticated: true,
      user: me && { ...me, role: 2 },
    });
    await user.click(screen.getByRole("button", { name: "系统" }));
    expect(await screen.findByText("更换主题")).toBeInTheDocument();
    expect(screen.queryByText("系统日志")).not.toBeInTheDocument();
  });

  it("系统 menu: 退出 clears the session and goes to sign-in", async () => {
    const user = userEvent.setup();
    const view = renderShell("/home");
    await user.click(screen.getByRole("button", { name: "系统" }));
    await user.click(await screen.findByText("退出"));
    expect(view.currentPath()).toBe("/auth/sign-in");
    expect(localStorage.getItem("accessToken")).toBeNull();
    expect(view.store.get(authAtom).isAuthenticated).toBe(false);
  });

  it("系统 menu: the language choice is stored", async () => {
    const user = userEvent.setup();
    renderShell("/home");
    await user.click(screen.getByRole("button", { name: "系统" }));
    expect(await screen.findByRole("option", { name: "中文" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await user.click(screen.getByText("English"));
    expect(localStorage.getItem("locale")).toBe('"en"');
  });
});
