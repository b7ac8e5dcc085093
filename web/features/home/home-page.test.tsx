import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createStore } from "jotai";
import { describe, expect, it } from "vitest";
import { adminUser, appInfoBody, mockApi } from "../../../tests/unit/mock-api";
import { renderWithApp } from "../../../tests/unit/render";
import { initialOf } from "../../components/user-avatar";
import { authAtom } from "../../state/auth";
import { HomePage } from "./home-page";

function signedInStore(user: typeof adminUser & { avatar: string }) {
  const store = createStore();
  store.set(authAtom, { isInitialized: true, isAuthenticated: true, user });
  return store;
}

describe("HomePage", () => {
  it("shows the user's nickname, role, initial avatar and the app version", async () => {
    mockApi({ "GET /api/common/app": appInfoBody });
    const store = signedInStore({ ...adminUser, nickname: "movie fan" });
    renderWithApp(<HomePage />, { path: "/", store });
    expect(screen.getByText("movie fan")).toBeInTheDocument();
    expect(screen.getByText("管理员")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "movie fan的头像" })).toHaveTextContent("M");
    expect(await screen.findByText("Version: 1.2.3")).toBeInTheDocument();
    expect(document.title).toBe("首页 | Movie Robot");
  });

  it("shows the avatar image when the user has one", () => {
    mockApi({ "GET /api/common/app": appInfoBody });
    const store = signedInStore({ ...adminUser, avatar: "/user/avatar/1.png" });
    renderWithApp(<HomePage />, { store });
    expect(screen.getByRole("img", { name: "admin的头像" })).toHaveAttribute(
      "src",
      "/user/avatar/1.png",
    );
  });

  it("keeps the version placeholder when app info fails", async () => {
    const fetchMock = mockApi({ "GET /api/common/app": { code: 1, message: "no" } });
    renderWithApp(<HomePage />, { store: signedInStore(adminUser) });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByText("Version: -")).toBeInTheDocument();
  });

  it("退出 clears the token and the user and goes to the sign-in screen", async () => {
    mockApi({ "GET /api/common/app": appInfoBody });
    localStorage.setItem("accessToken", "a.b.c");
    const store = signedInStore(adminUser);
    const view = renderWithApp(<HomePage />, { store });
    await userEvent.setup().click(screen.getByRole("button", { name: "退出" }));
    expect(localStorage.getItem("accessToken")).toBeNull();
    expect(store.get(authAtom)).toEqual({
      isInitialized: true,
      isAuthenticated: false,
      user: null,
    });
    expect(view.currentPath()).toBe("/auth/sign-in");
  });

  it("shows a spinner while there is no user yet", () => {
    mockApi({ "GET /api/common/app": appInfoBody });
    renderWithApp(<HomePage />);
    expect(screen.getByRole("status", { name: "加载中…" })).toBeInTheDocument();
  });
});

describe("initialOf", () => {
  it("takes the first character, upper-cased, keeping surrogate pairs whole", () => {
    expect(initialOf("admin")).toBe("A");
    expect(initialOf("电影")).toBe("电");
    expect(initialOf("😀x")).toBe("😀");
    expect(initialOf("  ")).toBe("?");
  });
});
