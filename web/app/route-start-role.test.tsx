import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { makeJwt, nowSeconds } from "../../tests/unit/jwt";
import { adminUser, appInfoBody, callsTo, mockApi } from "../../tests/unit/mock-api";
import { renderWithApp, testQueryClient } from "../../tests/unit/render";
import { setAuthToken } from "../lib/http";
import { paths } from "../lib/paths";
import { App } from "./app";
import { startRoute } from "./route-start";

// An admin-only screen opened cold starts (main.tsx) before my_account says
// who is signed in: the role the token names decides whether its data is
// asked for. Settings' prefetch is ten admin calls, get_health one.

const familyMember = { ...adminUser, id: 2, username: "mum", role: 2, role_name: "普通用户" };
const HEALTH = "GET /api/health/get_health";

/** As main.tsx boots: the stored token on every call, the address's screen started. */
function bootWith(user: typeof adminUser, tokenRole?: number) {
  const api = mockApi({
    "GET /api/common/app": appInfoBody,
    "GET /api/auth/my_account": { code: 0, data: user },
  });
  const token = makeJwt({ sub: String(user.id), role: tokenRole, exp: nowSeconds() + 3600 });
  localStorage.setItem("accessToken", token);
  setAuthToken(token);
  const queryClient = testQueryClient();
  return { api, queryClient, started: startRoute(paths.setting.index, "", queryClient, true) };
}

afterEach(() => setAuthToken(null));

describe("an admin-only screen started before my_account answers", () => {
  it("asks for none of its data when the token names a family member", async () => {
    const { api, queryClient, started } = bootWith(familyMember, 2);
    await started;
    renderWithApp(<App />, { path: paths.setting.index, queryClient });
    expect(
      await screen.findByRole("heading", { level: 1, name: "需要管理员权限" }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const asked = api.mock.calls.map(([u]) => new URL(String(u), "http://localhost").pathname);
    // What the shell asks for anyone (the menus, the account, the bell) is all.
    const shell = /^\/api\/(common\/app|auth\/my_account|user\/count_unread_sys_notify)$/;
    expect(asked.filter((u) => !shell.test(u))).toEqual([]);
  });

  it.each([
    ["names no role (an upstream's token)", undefined],
    ["names an admin", 1],
  ])("asks for it at once when the token %s", async (_, role) => {
    const { api, started } = bootWith(adminUser, role);
    await started;
    expect(callsTo(api, HEALTH)).toHaveLength(1);
  });

  it("still gets the data when the token is older than a promotion to admin", async () => {
    const { api, queryClient, started } = bootWith(adminUser, 2);
    await started;
    expect(callsTo(api, HEALTH)).toHaveLength(0);
    renderWithApp(<App />, { path: paths.setting.index, queryClient });
    await waitFor(() => expect(callsTo(api, HEALTH)).toHaveLength(1), { timeout: 5000 });
  });
});
