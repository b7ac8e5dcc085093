import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { zhLL } from "../../../tests/unit/i18n";
import { renderWithApp } from "../../../tests/unit/render";
import { healthStatus } from "./health-status";
import { HealthTag } from "./health-tag";

const at = "2026-01-01T00:00:00Z";

describe("healthStatus", () => {
  it("maps api-contract §3.1's codes to labels and colours", () => {
    const LL = zhLL();
    expect(healthStatus(LL, 0)).toEqual({ label: "未设置", intent: "primary" });
    expect(healthStatus(LL, 1)).toEqual({ label: "可用", intent: "success" });
    expect(healthStatus(LL, 2)).toEqual({ label: "异常", intent: "danger" });
    expect(healthStatus(LL, 7)).toEqual({ label: "未知", intent: "none" });
    expect(healthStatus(LL, "1")).toEqual({ label: "未知", intent: "none" });
  });
});

describe("HealthTag", () => {
  it("shows 可用 with the version that answered", () => {
    renderWithApp(
      <HealthTag health={{ status: 1, message: "", version: "4.8.0", checked_at: at }} />,
    );
    const tag = screen.getByText("可用");
    expect(tag.closest(".bp6-tag")).toHaveClass("bp6-intent-success");
    expect(screen.getByText("版本 4.8.0")).toBeInTheDocument();
  });

  it("shows 异常 in red with the reason", () => {
    renderWithApp(
      <HealthTag health={{ status: 2, message: "API密钥无效", version: "", checked_at: at }} />,
    );
    expect(screen.getByText("异常").closest(".bp6-tag")).toHaveClass("bp6-intent-danger");
    expect(screen.getByText("API密钥无效")).toBeInTheDocument();
  });

  it("shows 未设置 before the first check, with nothing beside it", () => {
    renderWithApp(<HealthTag health={{ status: 0, message: "", version: "", checked_at: "" }} />);
    const region = screen.getByRole("status", { name: "连接状态" });
    expect(region).toHaveTextContent(/^连接状态未设置$/);
  });
});
