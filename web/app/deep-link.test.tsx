import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { liveToken } from "../../tests/unit/jwt";
import { adminUser, appInfoBody, mockApi } from "../../tests/unit/mock-api";
import { renderWithApp } from "../../tests/unit/render";
import { afterSignInPath, signInHref } from "../lib/paths";
import { App } from "./app";

// Issue 28: a deep link opened signed out lands on that link after sign-in.

describe("deep links survive sign-in", () => {
  it("remembers the link (path and query) on the way to the sign-in screen", () => {
    expect(signInHref("/subscribe/detail?id=7")).toBe(
      "/auth/sign-in?redirect=%2Fsubscribe%2Fdetail%3Fid%3D7",
    );
    expect(signInHref("/")).toBe("/auth/sign-in");
  });

  it.each([
    ["?redirect=%2Fsubscribe%2Fdetail%3Fid%3D7", "/subscribe/detail?id=7"],
    ["?redirect=%2Fnotify%2Flist%23top", "/notify/list#top"],
    ["", "/"],
    ["?redirect=https%3A%2F%2Fevil.example%2F", "/"],
    ["?redirect=%2F%2Fevil.example%2Fhome", "/"],
    ["?redirect=%2Fauth%2Fsign-in", "/"],
    ["?redirect=%2Fno%2Fsuch", "/"],
  ])("after signing in with %s goes to %s", (search, target) => {
    expect(afterSignInPath(search)).toBe(target);
  });

  it("opened signed out, signing in lands on the link, not on /", async () => {
    const token = liveToken();
    mockApi({
      "GET /api/common/app": appInfoBody,
      "POST /api/auth/get_token": { code: 0, data: { access_token: token, user: adminUser } },
      "GET /api/auth/my_account": { code: 0, data: adminUser },
      "GET /api/notify/list": { code: 0, data: { list: [], total: 0 } },
    });
    const view = renderWithApp(<App />, { path: "/notify/list?page=2" });
    await waitFor(() =>
      expect(view.currentPath()).toBe("/auth/sign-in?redirect=%2Fnotify%2Flist%3Fpage%3D2"),
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("账号"), "admin");
    await user.type(screen.getByLabelText("密码"), "secret");
    await user.click(screen.getByRole("button", { name: "登陆" }));
    await waitFor(() => expect(view.currentPath()).toBe("/notify/list?page=2"));
  });
});
