import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { appInfoBody, mockApi } from "../../tests/unit/mock-api";
import { renderWithApp } from "../../tests/unit/render";
import { SetupRedirect } from "./setup-redirect";

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
