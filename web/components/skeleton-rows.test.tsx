import { Classes } from "@blueprintjs/core";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../tests/unit/render";
import { SkeletonRows } from "./skeleton-rows";

describe("SkeletonRows", () => {
  it("is one busy status named by its label, holding the rows' skeleton shapes", () => {
    renderWithApp(<SkeletonRows rows={3} label="加载中…" />);
    const status = screen.getByRole("status", { name: "加载中…" });
    expect(status).toHaveAttribute("aria-busy", "true");
    const rows = status.querySelectorAll(".mr-skeleton-row");
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row).toHaveAttribute("aria-hidden", "true");
      expect(row.querySelectorAll(`.${Classes.SKELETON}`)).toHaveLength(3);
    }
    // Nothing inside is read out but the label.
    expect(status).toHaveTextContent(/^$/);
  });
});
