import { describe, expect, it } from "vitest";
import { callsTo, mockApi } from "../../../../../tests/unit/mock-api";
import { ConfigRefusal } from "../../../../lib/api/config-request";
import { fetchLogLines, toLogAnswer } from "./get-log-lines";

describe("toLogAnswer", () => {
  it("reads the built-in server's {lines, total, reset}", () => {
    expect(toLogAnswer({ lines: ["a"], total: 9, reset: true })).toEqual({
      kind: "delta",
      lines: ["a"],
      total: 9,
      reset: true,
    });
  });

  it("takes an array or a newline-joined string as the file's tail", () => {
    expect(toLogAnswer(["a", "b"])).toEqual({ kind: "snapshot", lines: ["a", "b"] });
    expect(toLogAnswer("a\r\nb\n")).toEqual({ kind: "snapshot", lines: ["a", "b"] });
    expect(toLogAnswer("")).toEqual({ kind: "snapshot", lines: [] });
    expect(toLogAnswer(null)).toEqual({ kind: "snapshot", lines: [] });
  });
});

describe("fetchLogLines", () => {
  it("asks for the lines after the cursor", async () => {
    const fetchMock = mockApi({
      "GET /api/common/get_log_lines": { code: 0, data: { lines: ["x"], total: 4, reset: false } },
    });
    await expect(fetchLogLines("movie-robot.log", 3)).resolves.toMatchObject({ kind: "delta" });
    const [input] = fetchMock.mock.calls[0] ?? [];
    const url = new URL(String(input), "http://localhost");
    expect(url.searchParams.get("log_file")).toBe("movie-robot.log");
    expect(url.searchParams.get("after_line")).toBe("3");
    expect(callsTo(fetchMock, "GET /api/common/get_log_lines")).toHaveLength(1);
  });

  it("throws the server's refusal", async () => {
    mockApi({ "GET /api/common/get_log_lines": { code: 1, message: "日志文件不存在" } });
    await expect(fetchLogLines("nope", 0)).rejects.toEqual(new ConfigRefusal("日志文件不存在"));
  });
});
