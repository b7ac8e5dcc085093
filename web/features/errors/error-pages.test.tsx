import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../tests/unit/render";
import { NotFoundPage } from "./not-found-page";
import { ServerErrorPage } from "./server-error-page";

describe("NotFoundPage", () => {
  it("shows 404, the texts and a 返回首页 link to /", async () => {
    const view = renderWithApp(<NotFoundPage />, { path: "/auth/404" });
    expect(screen.getByRole("heading", { name: "404" })).toBeInTheDocument();
    expect(screen.getByText("找不到页面")).toBeInTheDocument();
    expect(screen.getByText("您正在查找的页面可能已被删除。")).toBeInTheDocument();
    const back = screen.getByRole("link", { name: "返回首页" });
    expect(back).toHaveAttribute("href", "/");
    expect(document.title).toBe("找不到页面 | Movie Robot");
    await userEvent.setup().click(back);
    expect(view.currentPath()).toBe("/");
  });
});

describe("ServerErrorPage", () => {
  it("shows 500, the English texts and a 'Return to website' link to /", () => {
    renderWithApp(<ServerErrorPage />, { path: "/auth/500" });
    expect(screen.getByRole("heading", { name: "500" })).toBeInTheDocument();
    expect(screen.getByText("Internal server error.")).toBeInTheDocument();
    expect(
      screen.getByText(
        "The server encountered something unexpected that didn't allow it to complete the request.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to website" })).toHaveAttribute("href", "/");
    expect(document.title).toBe("Internal server error | Movie Robot");
  });
});
