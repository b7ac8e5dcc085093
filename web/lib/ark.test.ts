import { describe, expect, it } from "vitest";
import { arkLoaded, loadArk, type } from "./ark";

// Every module of the app that builds schemas (imports `type` from here).
const sources = import.meta.glob<string>(["../**/*.{ts,tsx}", "!../**/*.test.{ts,tsx}"], {
  query: "?raw",
  import: "default",
  eager: true,
});
const modules = import.meta.glob(["../**/*.{ts,tsx}", "!../**/*.test.{ts,tsx}"]);
const ARK_IMPORT = /from "(\.\.?\/)+(lib\/)?ark"/;

describe("ArkType on demand", () => {
  it("every schema module imports without ArkType (nothing built at import)", async () => {
    const users = Object.keys(sources).filter((path) => ARK_IMPORT.test(sources[path] ?? ""));
    expect(users.length).toBeGreaterThan(20);
    for (const path of users) await modules[path]?.();
    expect(arkLoaded()).toBe(false);
  });

  it("says so when a schema is built before ArkType has loaded", () => {
    expect(() => type("string")).toThrow(/ArkType is not loaded yet/);
  });

  it("is ArkType's own `type` once loaded", async () => {
    await loadArk();
    expect(arkLoaded()).toBe(true);
    expect(type("string")("x")).toBe("x");
    expect(type("string")(1)).toBeInstanceOf(type.errors);
  });
});
