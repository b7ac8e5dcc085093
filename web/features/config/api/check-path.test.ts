import { describe, expect, it } from "vitest";
import { jsonResponse, mockApi } from "../../../../tests/unit/mock-api";
import { checkPath } from "./check-path";

describe("checkPath", () => {
  it("check_path passes the path in the query and rejects with the reason", async () => {
    mockApi({
      "GET /api/config/check_path": (_init: RequestInit, url: URL) =>
        jsonResponse(
          url.searchParams.get("path") === "/ok"
            ? { code: 0, message: "路径可用", data: { path: "/ok" } }
            : { code: 1, message: "不是文件夹" },
        ),
    });
    await expect(checkPath("/ok")).resolves.toBeUndefined();
    await expect(checkPath("/file")).rejects.toThrow("不是文件夹");
  });
});
