import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { callsTo } from "../../../../tests/unit/mock-api";
import { renderSignedIn } from "../../../../tests/unit/signed-in";
import { HealthBanner, intentOfLevel } from "./health-banner";
import { allHealthy } from "./health-indicator-row";

const hour = (h: number, up: number, down: number) => ({
  hour: h,
  time: `2026-01-01 ${String(h).padStart(2, "0")}:00`,
  rate: up + down === 0 ? 0 : Math.floor((up * 1000) / (up + down)) / 10,
  status: { UP: up, DOWN: down },
});

const routes = {
  "GET /api/health/get_health": {
    code: 0,
    message: "有1个服务异常：qb",
    data: { level: "warning" },
  },
  "GET /api/health/get_health_indicator": {
    code: 0,
    data: [
      { service_name: "媒体服务器 Emby", rate: 100, hours: [hour(13, 12, 0), hour(14, 12, 0)] },
      {
        service_name: "下载工具 qb",
        rate: 95.8,
        hours: [...Array.from({ length: 30 }, (_, i) => hour(i % 24, 12, 0)), hour(14, 11, 1)],
      },
    ],
  },
};

describe("HealthBanner", () => {
  it("shows the server's sentence in the level's colour; 刷新 asks again", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderSignedIn(<HealthBanner />, "/setting/index", routes);
    const open = await screen.findByRole("button", { name: "有1个服务异常：qb" });
    expect(open.closest(".bp6-callout")).toHaveClass("bp6-intent-warning");
    await user.click(screen.getByRole("button", { name: "刷新" }));
    await waitFor(() => expect(callsTo(fetchMock, "GET /api/health/get_health")).toHaveLength(2));
  });

  it("opens 核心依赖健康状态 with a tag, at most 23 hourly bars and the rate per service", async () => {
    const user = userEvent.setup();
    renderSignedIn(<HealthBanner />, "/setting/index", routes);
    await user.click(await screen.findByRole("button", { name: "有1个服务异常：qb" }));
    const dialog = within(await screen.findByRole("dialog", { name: "核心依赖健康状态" }));
    const emby = await dialog.findByRole("list", { name: "媒体服务器 Emby最近每小时的检查结果" });
    expect(within(emby).getAllByRole("img")).toHaveLength(2);
    expect(dialog.getByText("媒体服务器 Emby").closest(".bp6-tag")).toHaveClass(
      "bp6-intent-success",
    );
    const qb = dialog.getByRole("list", { name: "下载工具 qb最近每小时的检查结果" });
    const bars = within(qb).getAllByRole("img");
    expect(bars).toHaveLength(23);
    expect(bars.at(-1)).toHaveAccessibleName("14时: 1/11（失败/成功）");
    expect(bars.at(-1)).toHaveClass("mr-health-bar-down");
    expect(dialog.getByText("下载工具 qb").closest(".bp6-tag")).toHaveClass("bp6-intent-warning");
    expect(dialog.getByText("95.8%")).toBeInTheDocument();
  });
});

describe("HealthBanner with the services our server lists", () => {
  const down = {
    name: "Emby(默认)",
    kind: "media_server",
    status: "down",
    last_error: "连接被拒绝",
    setting_href: "/setting/edit-media-server?name=%E9%BB%98%E8%AE%A4&type=emby",
  };
  const listed = {
    "GET /api/health/get_health": {
      code: 0,
      message: "有1个服务异常：Emby(默认)",
      data: { level: "error", services: [down] },
    },
    "GET /api/health/get_health_indicator": {
      code: 0,
      data: [
        {
          service_name: "Emby(默认)",
          rate: 0,
          hours: [hour(9, 0, 3)],
          last_error: "连接被拒绝",
          setting_href: down.setting_href,
        },
      ],
    },
  };

  it("names each failing service's last error and links to its settings, in the banner and the dialog", async () => {
    const user = userEvent.setup();
    renderSignedIn(<HealthBanner />, "/setting/index", listed);
    const open = await screen.findByRole("button", { name: "有1个服务异常：Emby(默认)" });
    const banner = within(open.closest(".bp6-callout") as HTMLElement);
    expect(banner.getByText("最近一次错误：连接被拒绝")).toBeInTheDocument();
    expect(banner.getByRole("link", { name: "去设置Emby(默认)" })).toHaveAttribute(
      "href",
      down.setting_href,
    );
    await user.click(open);
    const dialog = within(await screen.findByRole("dialog", { name: "核心依赖健康状态" }));
    expect(await dialog.findByText("最近一次错误：连接被拒绝")).toBeInTheDocument();
    expect(dialog.getByRole("link", { name: "去设置Emby(默认)" })).toHaveAttribute(
      "href",
      down.setting_href,
    );
  });
});

describe("health helpers", () => {
  it("maps levels to intents", () => {
    expect(intentOfLevel("success")).toBe("success");
    expect(intentOfLevel("info")).toBe("primary");
    expect(intentOfLevel("warning")).toBe("warning");
    expect(intentOfLevel("error")).toBe("danger");
    expect(intentOfLevel("other")).toBe("none");
  });

  it("is green only when every hour passed, or, without hours, when the rate is 100", () => {
    expect(allHealthy({ service_name: "a", rate: 100, hours: [] })).toBe(true);
    expect(allHealthy({ service_name: "a", rate: 0, hours: [] })).toBe(false);
    expect(allHealthy({ service_name: "a", rate: 99, hours: [hour(1, 1, 1)] })).toBe(false);
    expect(allHealthy({ service_name: "a", rate: 100, hours: [hour(1, 3, 0)] })).toBe(true);
  });
});
