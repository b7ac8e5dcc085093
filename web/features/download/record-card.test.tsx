import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { mockApi } from "../../../tests/unit/mock-api";
import { renderWithApp } from "../../../tests/unit/render";
import { RecordCard } from "./record-card";
import { sampleRecord } from "./test-records";

describe("RecordCard", () => {
  it("shows its status and chips without measuring any element's width", () => {
    mockApi({});
    const scrollWidth = vi.spyOn(HTMLElement.prototype, "scrollWidth", "get");
    const clientWidth = vi.spyOn(HTMLElement.prototype, "clientWidth", "get");
    const offsetWidth = vi.spyOn(HTMLElement.prototype, "offsetWidth", "get");
    const record = sampleRecord({
      id: 9,
      download_status: 1,
      media_source: "WEB-DL",
      resolution: "2160p",
      media_encoding: "x265",
    });
    renderWithApp(<RecordCard record={record} live={undefined} canEdit onAction={() => {}} />);
    for (const chip of ["WEB-DL", "2160p", "x265"])
      expect(screen.getByText(chip).closest(".bp6-tag")).toHaveClass("bp6-minimal", "bp6-round");
    expect(scrollWidth).not.toHaveBeenCalled();
    expect(clientWidth).not.toHaveBeenCalled();
    expect(offsetWidth).not.toHaveBeenCalled();
  });
});
