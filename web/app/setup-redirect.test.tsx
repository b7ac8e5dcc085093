import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { appInfoBody, mockApi } from "../../tests/unit/mock-api";
import { renderWithApp } from "../../tests/unit/render";
import { SetupRedirect, setupTarget } from "./setup-redirect";

const setupRequired = { ...appInfoBody, data: { ...appInfoBody.data, setup_required: true } };

describe("SetupRedirect", () => {
  it("goes to /setup/admin when the server says setup is required", async () => {
    mockApi({ "GET /api/common/app": setupRequired });
    const view = renderWithApp(<SetupRedirect>page</SetupRedirect>, { path: "/auth/sign-in" });
    await waitFor(() => expect(view.currentPath()).toBe("/setup/admin"));
  });

  it("stays on the setup pages themselves", async () => {
    const fetchMock = mockApi({ "GET /api/common/app": setupRequired });
    const view = renderWithApp(<SetupRedirect>page</SetupRedirect>, { path: "/setup/web" });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(view.currentPath()).toBe("/setup/web");
    expect(screen.getByText("page")).toBeInTheDocument();
  });

  it("does nothing once setup is done", async () => {
    const fetchMock = mockApi({ "GET /api/common/app": appInfoBody });
    const view = renderWithApp(<SetupRedirect>page</SetupRedirect>, { path: "/auth/sign-in" });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(view.currentPath()).toBe("/auth/sign-in");
  });
});

describe("setupTarget", () => {
  const signedIn = { isInitialized: true, isAuthenticated: true, user: null };
  const signedOut = { isInitialized: true, isAuthenticated: false, user: null };
  const done = { version: "1", menus: [], setup_required: false, setup_done: true };
  const inProgress = { version: "1", menus: [], setup_required: false };

  it("sends a signed-out visitor of a finished install's wizard to sign-in", () => {
    expect(setupTarget("/setup/web", done, signedOut)).toBe("/auth/sign-in");
    expect(setupTarget("/setup/admin", inProgress, signedOut)).toBe("/auth/sign-in");
  });

  it("sends a signed-in user of a finished wizard to the matching /config page", () => {
    expect(setupTarget("/setup/web", done, signedIn)).toBe("/config/web");
    expect(setupTarget("/setup/media-path", done, signedIn)).toBe("/config/media-path");
    expect(setupTarget("/setup/admin", done, signedIn)).toBe("/");
  });

  it("keeps a signed-in user in a wizard still in progress", () => {
    expect(setupTarget("/setup/download-client", inProgress, signedIn)).toBeNull();
  });
});
