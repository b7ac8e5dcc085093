import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { callsTo } from "../../../tests/unit/mock-api";
import { renderSignedIn } from "../../../tests/unit/signed-in";
import { ActivityPage } from "./activity-page";

const failure = {
  id: 7,
  kind: "send_failed",
  label: "发送失败",
  uid: 1,
  failure: true,
  title: "Oppenheimer.2023.1080p.BluRay",
  reason: "天空：提交到下载器家里的qb失败：无法连接下载器",
  link: "/download/activity?outcome=failure",
  time: "2026-11-27 10:00:00",
  retried_at: "",
  retry_note: "",
  retry: "resend",
};

describe("/download/activity", () => {
  it("shows the queue and the failures the address asks for, and 重试 runs the failure again", async () => {
    const { fetchMock } = renderSignedIn(<ActivityPage />, "/download/activity?outcome=failure", {
      "GET /api/activity/queue": {
        code: 0,
        data: {
          jobs: [{ name: "subscribe_new", title: "订阅搜索", since: "2026-11-27 10:01:00" }],
          sending: [],
          downloading: [
            {
              id: 3,
              title: "沙丘",
              name: "Dune.2021",
              site: "天空",
              progress: 42.5,
              speed: "1.2MB/s",
            },
          ],
          organising: [],
        },
      },
      "GET /api/activity/list": { code: 0, data: { total: 1, page_size: 50, items: [failure] } },
      "POST /api/activity/retry": {
        code: 0,
        message: "已提交到下载器家里的qb：Oppenheimer",
        data: {},
      },
    });
    const row = (await screen.findByText(failure.title)).closest("li") as HTMLElement;
    expect(within(row).getByText(failure.reason)).toBeInTheDocument();
    expect(within(row).getByText("发送失败")).toBeInTheDocument();
    expect(within(row).queryByRole("link", { name: "查看" })).toBeNull();
    const region = screen.getByRole("region", { name: "进行中" });
    expect(await within(region).findByText("订阅搜索")).toBeInTheDocument();
    expect(within(region).getByText("天空 · 42.5% · 1.2MB/s")).toBeInTheDocument();
    expect(screen.getByLabelText("结果")).toHaveValue("failure");
    const list = callsTo(fetchMock, "GET /api/activity/list");
    expect(list.length).toBeGreaterThan(0);
    const read = fetchMock.mock.calls
      .map(([input]) => String(input))
      .find((u) => u.includes("/api/activity/list"));
    expect(read).toContain("outcome=failure");
    await userEvent
      .setup()
      .click(within(row).getByRole("button", { name: `重试：${failure.title}` }));
    await screen.findByText("已提交到下载器家里的qb：Oppenheimer");
    const calls = callsTo(fetchMock, "POST /api/activity/retry");
    expect(JSON.parse(String(calls[0]?.body))).toEqual({ id: 7 });
  });
});
