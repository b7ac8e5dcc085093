import { screen } from "@testing-library/react";
import { createStore } from "jotai";
import { describe, expect, it } from "vitest";
import { liveToken } from "../../../tests/unit/jwt";
import { adminUser, mockApi } from "../../../tests/unit/mock-api";
import { renderWithApp } from "../../../tests/unit/render";
import { lastVisitor } from "../../lib/returning-visitor";
import { signInAtom } from "../../state/auth";
import { SignInPage } from "./sign-in-page";

describe("returning visitor", () => {
  it("a first visit sees only the welcome headline", () => {
    renderWithApp(<SignInPage />, { path: "/auth/sign-in" });
    expect(screen.getByText("欢迎来到Movie Robot")).toBeInTheDocument();
    expect(screen.queryByText("欢迎回来")).not.toBeInTheDocument();
  });

  it("signing in remembers the visitor, who is then greeted with the seed's two phrases", async () => {
    mockApi({
      "POST /api/auth/get_token": { code: 0, data: { access_token: liveToken(), user: adminUser } },
    });
    await createStore().set(signInAtom, { username: "admin", password: "secret" });
    expect(lastVisitor()).toBe("admin");
    renderWithApp(<SignInPage />, { path: "/auth/sign-in" });
    expect(screen.getByText("欢迎回来")).toBeInTheDocument();
    expect(screen.getByText(/我们想你了/)).toBeInTheDocument();
    expect(screen.getByText("欢迎来到Movie Robot")).toBeInTheDocument();
  });
});
