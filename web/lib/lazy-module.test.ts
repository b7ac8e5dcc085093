import { describe, expect, it, vi } from "vitest";
import { lazyModule } from "./lazy-module";

describe("lazyModule", () => {
  it("imports once however often it is asked, and holds the module after", async () => {
    const importer = vi.fn(async () => ({ answer: 42 }));
    const lib = lazyModule(importer);
    expect(lib.current()).toBeUndefined();
    const [a, b] = await Promise.all([lib.load(), lib.load()]);
    expect(a).toBe(b);
    expect(lib.current()).toBe(a);
    await lib.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it("tries again after a failed chunk load, and reports the failure to its caller", async () => {
    const importer = vi
      .fn<() => Promise<{ answer: number }>>()
      .mockRejectedValueOnce(new Error("ChunkLoadError"))
      .mockResolvedValueOnce({ answer: 42 });
    const lib = lazyModule(importer);
    await expect(lib.load()).rejects.toThrow("ChunkLoadError");
    expect(lib.current()).toBeUndefined();
    expect((await lib.load()).answer).toBe(42);
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
