import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../tests/unit/render";
import { PageFrame } from "./page-frame";

describe("PageFrame", () => {
  it("shows the breadcrumb (section → page), the heading and the page title", () => {
    renderWithApp(
      <PageFrame
        title="授权信息"
        breadcrumb={[{ label: "设置", href: "/setting/index" }, { label: "授权信息" }]}
      />,
    );
    const crumbs = screen.getByRole("navigation", { name: "当前位置" });
    expect(crumbs.querySelector("a")).toHaveAttribute("href", "/setting/index");
    expect(crumbs.querySelector('[aria-current="page"]')).toHaveTextContent("授权信息");
    expect(screen.getByRole("heading", { level: 1, name: "授权信息" })).toBeInTheDocument();
    expect(document.title).toBe("授权信息 | Movie Robot");
  });
});
