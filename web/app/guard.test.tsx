import { screen, waitFor } from "@testing-library/react";
import { createStore } from "jotai";
import { describe, expect, it } from "vitest";
import { appInfoBody, mockApi } from "../../tests/unit/mock-api";
import { renderWithApp } from "../../tests/unit/render";
import { authAtom } from "../state/auth";
import { App } from "./app";
import { Guard } from "./guard";

function storeWith(isInitialized: boolean, isAuthenticated = false) {
  const store = createStore();
  store.set(authAtom, { isInitialized, isAuthenticated, user: null });
  return store;
}

describe("Guard", () => {
  it("sends a signed-out visitor of a guarded path to /auth/sign-in once auth has initialised", async () => {
    mockApi({ "GET /api/common/app": appInfoBody });
    const view = renderWithApp(<App />, { path: "/" });
    expect(await screen.findByText("欢迎来到Movie Robot")).toBeInTheDocument();
    expect(view.currentPath()).toBe("/auth/sign-in");
  });

  it("guards every known screen, not only the ones built so far", () => {
    const view = renderWithApp(<Guard>screen</Guard>, {
      path: "/setting/index",
      store: storeWith(true),
    });
    expect(view.currentPath()).toBe("/auth/sign-in?redirect=%2Fsetting%2Findex");
  });

  it("waits while auth has not initialised", () => {
    const view = renderWithApp(<Guard>guarded content</Guard>, { store: storeWith(false) });
    expect(screen.getByText("guarded content")).toBeInTheDocument();
    expect(view.currentPath()).toBe("/");
  });

  it("lets a signed-in user through", () => {
    renderWithApp(<Guard>guarded content</Guard>, { store: storeWith(true, true) });
    expect(screen.getByText("guarded content")).toBeInTheDocument();
  });

  it.each(["/auth/sign-in", "/auth/404", "/setup/admin", "/setup/web", "/unknown"])(
    "leaves %s open to signed-out visitors",
    async (path) => {
      const view = renderWithApp(<Guard>open content</Guard>, { path, store: storeWith(true) });
      await waitFor(() => expect(screen.getByText("open content")).toBeInTheDocument());
      expect(view.currentPath()).toBe(path);
    },
  );
});
