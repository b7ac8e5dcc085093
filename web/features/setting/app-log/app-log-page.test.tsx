import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, mockApi } from "../../../../tests/unit/mock-api";
import { renderWithApp } from "../../../../tests/unit/render";
import { AppLogPage } from "./app-log-page";

const line = (n: number, level = "INFO") =>
  `time=2026-01-02T10:00:0${n % 10}Z level=${level} msg="record ${n}"`;
const FILES = { code: 0, data: ["movie-robot.log", "movie-robot.1.log"] };

type Answer = unknown;
/** get_log_lines answers in turn (the last repeats); records each call's parameters. */
function logLines(...answers: Answer[]) {
  const calls: URLSearchParams[] = [];
  const handler = (_init: RequestInit, url: URL) => {
    calls.push(url.searchParams);
    const data = answers[Math.min(calls.length - 1, answers.length - 1)];
    return jsonResponse({ code: 0, data });
  };
  return { handler, calls };
}

function setup(path: string, lines: ReturnType<typeof logLines>, files: unknown = FILES) {
  mockApi({
    "GET /api/common/get_log_files": files,
    "GET /api/common/get_log_lines": lines.handler,
  });
  return { ...renderWithApp(<AppLogPage />, { path }), user: userEvent.setup() };
}

const rows = () => Array.from(document.querySelectorAll(".mr-log-row"));
const rowTexts = () => rows().map((r) => r.textContent);

beforeEach(() => {
  // jsdom lays nothing out: give the log box a height so the window has rows.
  vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.classList.contains("mr-log-box") ? 400 : 0;
  });
});

describe("AppLogPage", () => {
  it("opens the first file and shows its lines, follow and refresh on by default", async () => {
    const lines = logLines({ lines: [line(1), line(2, "ERROR")], total: 2, reset: false });
    setup("/setting/app-log?autoRefresh=false", lines);
    expect(screen.getByRole("heading", { name: "系统日志" })).toBeInTheDocument();
    await waitFor(() => expect(rowTexts()).toEqual([line(1), line(2, "ERROR")]));
    expect(screen.getByLabelText("日志文件")).toHaveValue("movie-robot.log");
    expect(lines.calls[0]?.get("log_file")).toBe("movie-robot.log");
    expect(lines.calls[0]?.get("after_line")).toBe("0");
    expect(screen.getByRole("checkbox", { name: "自动滚动" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "自动刷新" })).not.toBeChecked();
    expect(rows()[1]).toHaveClass("mr-log-error");
    expect(screen.getByText("已载入2行")).toBeInTheDocument();
  });

  it("appends new lines after the cursor, keeping the rows already shown", async () => {
    const lines = logLines(
      { lines: [line(1)], total: 1, reset: false },
      { lines: [line(2), line(3)], total: 3, reset: false },
    );
    const { user } = setup("/setting/app-log?autoRefresh=false", lines);
    await waitFor(() => expect(rows()).toHaveLength(1));
    const first = rows()[0];
    await user.click(screen.getByRole("button", { name: "刷新" }));
    await waitFor(() => expect(rowTexts()).toEqual([line(1), line(2), line(3)]));
    expect(lines.calls[1]?.get("after_line")).toBe("1");
    // The same element: the first row was not rebuilt.
    expect(rows()[0]).toBe(first);
  });

  it("starts over when the file rotated (reset)", async () => {
    const lines = logLines(
      { lines: [line(1), line(2)], total: 2, reset: false },
      { lines: [line(7)], total: 1, reset: true },
    );
    const { user } = setup("/setting/app-log?autoRefresh=false", lines);
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(screen.getByRole("button", { name: "刷新" }));
    await waitFor(() => expect(rowTexts()).toEqual([line(7)]));
  });

  it("accepts an upstream's array or newline-joined string", async () => {
    const lines = logLines(`${line(1)}\n${line(2)}\n`, [line(1), line(2), line(3)]);
    const { user } = setup("/setting/app-log?autoRefresh=false", lines);
    await waitFor(() => expect(rowTexts()).toEqual([line(1), line(2)]));
    await user.click(screen.getByRole("button", { name: "刷新" }));
    await waitFor(() => expect(rowTexts()).toEqual([line(1), line(2), line(3)]));
  });

  it("says that lines were left out", async () => {
    setup(
      "/setting/app-log?autoRefresh=false",
      logLines({ lines: [line(9)], total: 9000, reset: false }),
    );
    expect(await screen.findByText(/此处有8999行未载入/)).toBeInTheDocument();
  });

  it("writes the switches into the URL", async () => {
    const { user, currentPath } = setup(
      "/setting/app-log?autoRefresh=false",
      logLines({ lines: [], total: 0, reset: false }),
    );
    await user.click(await screen.findByRole("checkbox", { name: "自动滚动" }));
    expect(currentPath()).toBe("/setting/app-log?autoRefresh=false&autoScroll=false");
    await user.click(screen.getByRole("checkbox", { name: "自动刷新" }));
    expect(currentPath()).toBe("/setting/app-log?autoRefresh=true&autoScroll=false");
    expect(await screen.findByText("日志是空的。")).toBeInTheDocument();
  });

  it("filters by level", async () => {
    const lines = logLines({
      lines: [line(1), line(2, "WARN"), "  continued", line(4, "DEBUG")],
      total: 4,
      reset: false,
    });
    const { user } = setup("/setting/app-log?autoRefresh=false", lines);
    await waitFor(() => expect(rows()).toHaveLength(4));
    await user.click(screen.getByRole("checkbox", { name: "INFO" }));
    await user.click(screen.getByRole("checkbox", { name: "DEBUG" }));
    expect(rowTexts()).toEqual([line(2, "WARN"), "  continued"]);
    expect(screen.getByText("显示2/4行")).toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: "WARN" }));
    expect(screen.getByText("没有符合筛选条件的日志行。")).toBeInTheDocument();
  });

  it("searches case-insensitively, highlights, counts, steps and narrows", async () => {
    const lines = logLines({
      lines: [line(1), 'level=INFO msg="Disk full"', line(3), 'level=WARN msg="disk ok"'],
      total: 4,
      reset: false,
    });
    const { user } = setup("/setting/app-log?autoRefresh=false", lines);
    await waitFor(() => expect(rows()).toHaveLength(4));
    await user.type(screen.getByLabelText("搜索日志"), "DISK");
    await waitFor(() => expect(screen.getByText("2/2")).toBeInTheDocument());
    expect(Array.from(document.querySelectorAll(".mr-log-row mark"), (m) => m.textContent)).toEqual(
      ["Disk", "disk"],
    );
    expect(rows()[3]).toHaveClass("mr-log-current");
    await user.click(screen.getByRole("button", { name: "下一处匹配" }));
    expect(screen.getByText("1/2")).toBeInTheDocument();
    expect(rows()[1]).toHaveClass("mr-log-current");
    await user.keyboard("{Shift>}{Enter}{/Shift}");
    expect(screen.getByText("2/2")).toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: "只看匹配行" }));
    expect(rows()).toHaveLength(2);
  });

  it("enters and leaves full screen through the URL; Esc leaves", async () => {
    const { user, currentPath } = setup(
      "/setting/app-log?autoRefresh=false",
      logLines({ lines: [line(1)], total: 1, reset: false }),
    );
    await user.click(await screen.findByRole("button", { name: "全屏" }));
    expect(currentPath()).toBe("/setting/app-log?autoRefresh=false&fullScreen=true");
    expect(document.querySelector(".mr-log")).toHaveClass("mr-log-full");
    fireEvent.keyDown(document, { key: "Escape" });
    expect(currentPath()).toBe("/setting/app-log?autoRefresh=false&fullScreen=false");
    expect(document.querySelector(".mr-log")).not.toHaveClass("mr-log-full");
  });

  it("without a download route, saves the loaded lines under the file's name", async () => {
    const created: Blob[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      created.push(blob as Blob);
      return "blob:log";
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const { user } = setup(
      "/setting/app-log?autoRefresh=false",
      logLines({ lines: [line(1), line(2)], total: 2, reset: false }),
    );
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(screen.getByRole("button", { name: "下载" }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(await created[0]?.text()).toBe(`${line(1)}\n${line(2)}\n`);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe("movie-robot.log");
  });

  it("switches files", async () => {
    const lines = logLines({ lines: [line(1)], total: 1, reset: false });
    const { user } = setup("/setting/app-log?autoRefresh=false", lines);
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.selectOptions(screen.getByLabelText("日志文件"), "movie-robot.1.log");
    await waitFor(() => expect(lines.calls.at(-1)?.get("log_file")).toBe("movie-robot.1.log"));
    expect(lines.calls.at(-1)?.get("after_line")).toBe("0");
  });

  it("says when there is no log yet", async () => {
    setup("/setting/app-log", logLines([]), { code: 0, data: [] });
    expect(await screen.findByText(/还没有日志文件/)).toBeInTheDocument();
  });

  it("says why the file list could not be read", async () => {
    setup("/setting/app-log", logLines([]), { code: 1, message: "需要管理员权限" });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "读取日志文件列表失败：需要管理员权限",
    );
  });

  it("polls every 2 s while 自动刷新 is on, and not after it is turned off", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const lines = logLines(
        { lines: [line(1)], total: 1, reset: false },
        { lines: [line(2)], total: 2, reset: false },
        { lines: [], total: 2, reset: false },
      );
      setup("/setting/app-log", lines);
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(lines.calls).toHaveLength(1);
      await act(() => vi.advanceTimersByTimeAsync(1999));
      expect(lines.calls).toHaveLength(1);
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(lines.calls).toHaveLength(2);
      expect(rowTexts()).toEqual([line(1), line(2)]);
      fireEvent.click(screen.getByRole("checkbox", { name: "自动刷新" }));
      await act(() => vi.advanceTimersByTimeAsync(10_000));
      expect(lines.calls).toHaveLength(2);
      // Back on: it catches up at once, then polls again.
      fireEvent.click(screen.getByRole("checkbox", { name: "自动刷新" }));
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(lines.calls).toHaveLength(3);
      expect(lines.calls[2]?.get("after_line")).toBe("2");
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps the lines and says why a poll failed", async () => {
    let n = 0;
    mockApi({
      "GET /api/common/get_log_files": FILES,
      "GET /api/common/get_log_lines": () =>
        jsonResponse(
          n++ === 0
            ? { code: 0, data: { lines: [line(1)], total: 1, reset: false } }
            : { code: 1, message: "日志文件不存在" },
        ),
    });
    const user = userEvent.setup();
    renderWithApp(<AppLogPage />, { path: "/setting/app-log?autoRefresh=false" });
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.click(screen.getByRole("button", { name: "刷新" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("读取日志失败：日志文件不存在");
    expect(rows()).toHaveLength(1);
    await act(async () => {
      within(alert).getByRole("button", { name: "重试" }).click();
    });
  });
});
