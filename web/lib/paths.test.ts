import { describe, expect, it } from "vitest";
import { allPaths, isGuardedPath, isPublicPath, paths } from "./paths";

describe("paths", () => {
  it("names every group of the seed's route table", () => {
    expect(Object.keys(paths).sort()).toEqual(
      [
        "auth",
        "common",
        "config",
        "download",
        "home",
        "media",
        "movie",
        "notify",
        "plugins",
        "recommend",
        "root",
        "setting",
        "setup",
        "site",
        "smartDownload",
        "subscribe",
        "user",
      ].sort(),
    );
    expect(allPaths).toHaveLength(73);
    expect(new Set(allPaths).size).toBe(allPaths.length);
    expect(allPaths).toContain("/setting/cookie-cloud");
    expect(allPaths).toContain("/recommend/doubanTop250");
    expect(allPaths.every((path) => path.startsWith("/"))).toBe(true);
  });

  it("keeps /auth/*, /setup/admin and /setup/web public", () => {
    expect(isPublicPath(paths.auth.signIn)).toBe(true);
    expect(isPublicPath(paths.auth.serverError)).toBe(true);
    expect(isPublicPath(paths.auth.signUp)).toBe(true);
    expect(isPublicPath(paths.setup.admin)).toBe(true);
    expect(isPublicPath(paths.setup.web)).toBe(true);
    expect(isPublicPath(paths.setup.mediaServer)).toBe(false);
  });

  it("guards every other known path and leaves unknown ones to the 404 screen", () => {
    const guarded = allPaths.filter(isGuardedPath);
    expect(guarded).toHaveLength(allPaths.length - 6);
    expect(isGuardedPath("/")).toBe(true);
    expect(isGuardedPath("/setup/movie-metadata")).toBe(true);
    expect(isGuardedPath("/no/such/page")).toBe(false);
  });
});
