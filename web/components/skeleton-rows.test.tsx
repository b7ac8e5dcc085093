import { Classes } from "@blueprintjs/core";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SkeletonRows } from "./skeleton-rows";

describe("SkeletonRows", () => {
  it("is a busy status named by its label, with one skeleton block per row", () => {
    render(<SkeletonRows rows={3} label="加载中…" />);
    const status = screen.getByRole("status", { name: "加载中…" });
    expect(status).toHaveAttribute("aria-busy", "true");
    const blocks = status.querySelectorAll(`.${Classes.SKELETON}`);
    expect(blocks).toHaveLength(3);
    expect(blocks[0]).toHaveStyle({ height: "40px", marginBottom: "8px" });
  });
});
