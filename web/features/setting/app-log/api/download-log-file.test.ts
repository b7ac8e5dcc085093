import { describe, expect, it } from "vitest";
import { mockApi } from "../../../../../tests/unit/mock-api";
import { fetchLogFile, NoLogDownload } from "./download-log-file";

describe("fetchLogFile", () => {
  it("answers the whole file the server sends", async () => {
    const fetchMock = mockApi({
      "GET /api/common/download_log": () =>
        new Response("l1\nl2\n", { headers: { "content-type": "text/plain; charset=utf-8" } }),
    });
    const blob = await fetchLogFile("movie-robot.1.log");
    expect(await blob.text()).toBe("l1\nl2\n");
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), "http://localhost");
    expect(url.searchParams.get("log_file")).toBe("movie-robot.1.log");
  });

  it("throws the server's refusal", async () => {
    mockApi({ "GET /api/common/download_log": { code: 1, message: "日志文件不存在" } });
    await expect(fetchLogFile("nope")).rejects.toThrow("日志文件不存在");
  });

  it("says when the backend has no such route", async () => {
    mockApi({});
    await expect(fetchLogFile("movie-robot.log")).rejects.toBeInstanceOf(NoLogDownload);
  });
});
