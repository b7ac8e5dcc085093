import { describe, expect, it } from "vitest";
import { createQueryClient } from "./providers";

describe("createQueryClient", () => {
  it("does not refetch queries when the window regains focus (seed §7)", () => {
    expect(createQueryClient().getDefaultOptions().queries?.refetchOnWindowFocus).toBe(false);
  });
});
