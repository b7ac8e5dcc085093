import { describe, expect, it } from "vitest";
import { callsTo, mockApi } from "../../../tests/unit/mock-api";
import { ConfigRefusal, getConfig, postConfig } from "./config-request";

describe("config requests", () => {
  it("gives data of code 0 and refuses code 1 or no code with the server's message", async () => {
    mockApi({
      "GET /api/config/a": { code: 0, message: "", data: { x: 1 } },
      "GET /api/config/b": { code: 1, message: "需要管理员权限" },
      "GET /api/config/c": { message: "没有 code" },
    });
    await expect(getConfig("/api/config/a")).resolves.toEqual({ x: 1 });
    await expect(getConfig("/api/config/b")).rejects.toEqual(new ConfigRefusal("需要管理员权限"));
    await expect(getConfig("/api/config/c")).rejects.toBeInstanceOf(ConfigRefusal);
  });

  it("keeps the server's reason on the refusal: a failure only the settings cure", async () => {
    mockApi({
      "GET /api/movie/tmdb_trending": { code: 1, message: "TMDB API Key 无效", reason: "setup" },
      "GET /api/config/b": { code: 1, message: "需要管理员权限" },
    });
    const setup = await getConfig("/api/movie/tmdb_trending").catch((e: unknown) => e);
    expect(setup).toBeInstanceOf(ConfigRefusal);
    expect(setup).toMatchObject({ message: "TMDB API Key 无效", reason: "setup" });
    await expect(getConfig("/api/config/b")).rejects.toMatchObject({ reason: undefined });
  });

  it("posts a JSON array body as is (save_media_path)", async () => {
    const fetchMock = mockApi({
      "POST /api/config/save_media_path": { code: 0, message: "保存成功", data: { next: "/n" } },
    });
    await expect(postConfig("/api/config/save_media_path", [{ a: 1 }])).resolves.toEqual({
      message: "保存成功",
      data: { next: "/n" },
    });
    const [call] = callsTo(fetchMock, "POST /api/config/save_media_path");
    expect(JSON.parse(String(call?.body))).toEqual([{ a: 1 }]);
  });
});
