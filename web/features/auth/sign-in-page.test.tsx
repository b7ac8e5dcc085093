import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { liveToken } from "../../../tests/unit/jwt";
import {
  adminUser,
  appInfoBody,
  callsTo,
  deferred,
  jsonResponse,
  mockApi,
} from "../../../tests/unit/mock-api";
import { renderWithApp } from "../../../tests/unit/render";
import { authAtom } from "../../state/auth";
import { SignInPage } from "./sign-in-page";

function setup() {
  const user = userEvent.setup();
  const view = renderWithApp(<SignInPage />, { path: "/auth/sign-in" });
  const username = screen.getByLabelText("账号");
  const password = screen.getByLabelText("密码");
  const submit = screen.getByRole("button", { name: "登陆" });
  return { user, view, username, password, submit };
}

describe("SignInPage", () => {
  it("shows the logo, title, headline, labelled fields and sets the page title", () => {
    const { username, password, submit } = setup();
    expect(screen.getByRole("img", { name: "Movie Robot 标志" })).toHaveAttribute("width", "64");
    expect(screen.getByRole("heading", { name: "登陆" })).toBeInTheDocument();
    expect(screen.getByText("欢迎来到Movie Robot")).toBeInTheDocument();
    expect(username).toHaveAttribute("type", "text");
    expect(username).toHaveAttribute("autocomplete", "username");
    expect(password).toHaveAttribute("type", "password");
    expect(password).toHaveAttribute("autocomplete", "current-password");
    expect(submit).toHaveAttribute("type", "submit");
    expect(document.title).toBe("登陆 | Movie Robot");
  });

  it("shows no error before a field is touched", async () => {
    const { user, password } = setup();
    expect(screen.queryByText("必须填写账号")).not.toBeInTheDocument();
    // Typing in the password validates the whole form, yet the untouched account stays quiet.
    await user.type(password, "x");
    expect(screen.queryByText("必须填写账号")).not.toBeInTheDocument();
  });

  it("shows 必须填写账号 after the empty account field loses focus, linked to the input", async () => {
    const { user, username } = setup();
    await user.click(username);
    await user.tab();
    const error = await screen.findByText("必须填写账号");
    expect(username).toHaveAttribute("aria-invalid", "true");
    expect(username).toHaveAttribute("aria-describedby", error.id);
    expect(screen.queryByText("必须填写密码")).not.toBeInTheDocument();
  });

  it("does not call the server while errors remain, and shows every error on submit", async () => {
    const fetchMock = mockApi({ "GET /api/common/app": appInfoBody });
    const { user, submit } = setup();
    await user.click(submit);
    expect(await screen.findByText("必须填写账号")).toBeInTheDocument();
    expect(screen.getByText("必须填写密码")).toBeInTheDocument();
    expect(callsTo(fetchMock, "POST /api/auth/get_token")).toHaveLength(0);
  });

  it("disables the button while submitting, then signs in and goes to /", async () => {
    const token = liveToken();
    const answer = deferred<Response>();
    const fetchMock = mockApi({
      "POST /api/auth/get_token": () => answer.promise,
      "GET /api/common/app": appInfoBody,
    });
    const { user, view, username, password, submit } = setup();
    await user.type(username, "admin");
    await user.type(password, "secret");
    await user.click(submit);
    await waitFor(() => expect(submit).toBeDisabled());
    answer.resolve(jsonResponse({ code: 0, data: { access_token: token, user: adminUser } }));
    await waitFor(() => expect(view.currentPath()).toBe("/"));
    const [call] = callsTo(fetchMock, "POST /api/auth/get_token");
    expect(JSON.parse(String(call?.body))).toEqual({ username: "admin", password: "secret" });
    expect(localStorage.getItem("accessToken")).toBe(token);
    expect(view.store.get(authAtom).user).toEqual(adminUser);
  });

  it("shows the server's message in a warning banner above the fields and re-enables submit", async () => {
    mockApi({ "POST /api/auth/get_token": { code: 1, message: "账号或密码错误", data: null } });
    const { user, view, username, password, submit } = setup();
    await user.type(username, "admin");
    await user.type(password, "wrong");
    await user.click(submit);
    const banner = await screen.findByRole("alert");
    expect(banner).toHaveTextContent("账号或密码错误");
    expect(banner).toHaveClass("bp6-intent-warning");
    // Above the fields: the banner precedes the account input in document order.
    expect(
      banner.compareDocumentPosition(username) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await waitFor(() => expect(submit).toBeEnabled());
    expect(view.currentPath()).toBe("/auth/sign-in");
    expect(localStorage.getItem("accessToken")).toBeNull();
  });

  it.each([
    ["a network error", () => Promise.reject(new TypeError("Failed to fetch"))],
    ["code 1 without a message", () => jsonResponse({ code: 1, data: null })],
  ])("shows 'Something went wrong' on %s", async (_label, handler) => {
    mockApi({ "POST /api/auth/get_token": handler });
    const { user, username, password, submit } = setup();
    await user.type(username, "admin");
    await user.type(password, "secret");
    await user.click(submit);
    expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong");
  });

  it("submits with Enter right after typing, with no stale error from an earlier blur", async () => {
    const fetchMock = mockApi({
      "POST /api/auth/get_token": { code: 0, data: { access_token: liveToken(), user: adminUser } },
      "GET /api/common/app": appInfoBody,
    });
    const { user, view, username, password } = setup();
    await user.type(username, "admin");
    // Focusing the password blurs the account while the password is still empty.
    await user.type(password, "secret{Enter}");
    await waitFor(() => expect(view.currentPath()).toBe("/"));
    expect(screen.queryByText("必须填写密码")).not.toBeInTheDocument();
    expect(callsTo(fetchMock, "POST /api/auth/get_token")).toHaveLength(1);
  });

  it("shows the 255-character limit message", async () => {
    const { user, username } = setup();
    await user.click(username);
    await user.paste("a".repeat(256));
    expect(await screen.findByText("账号不能超过255个字符")).toBeInTheDocument();
  });
});
