import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { liveToken } from "../../tests/unit/jwt";
import { adminUser, appInfoBody, callsTo, mockApi } from "../../tests/unit/mock-api";
import { renderWithApp } from "../../tests/unit/render";
import { setAuthToken } from "../lib/http";
import { App } from "./app";

afterEach(() => setAuthToken(null));

// The shell's menus (an atom) and the setup redirect (a hook) both read
// /api/common/app; on a cold visit it was asked twice, the second mount
// finding the first answer already stale.
describe("a cold signed-in visit", () => {
  it("asks for /api/common/app once", async () => {
    const fetchMock = mockApi({
      "GET /api/common/app": appInfoBody,
      "GET /api/auth/my_account": { code: 0, data: adminUser },
      "GET /api/subscribe/list": { code: 0, data: [] },
    });
    localStorage.setItem("accessToken", liveToken());
    setAuthToken(liveToken());
    renderWithApp(<App />, { path: "/subscribe/movie-index" });
    expect(await screen.findByRole("heading", { level: 1 }, { timeout: 5000 })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 300));
    expect(callsTo(fetchMock, "GET /api/common/app")).toHaveLength(1);
  });
});
