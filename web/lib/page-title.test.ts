import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { formatPageTitle, usePageTitle } from "./page-title";

describe("usePageTitle", () => {
  it("sets document.title to '{title} | Movie Robot'", () => {
    const { rerender } = renderHook(({ title }) => usePageTitle(title), {
      initialProps: { title: "登陆" },
    });
    expect(document.title).toBe("登陆 | Movie Robot");
    rerender({ title: "首页" });
    expect(document.title).toBe("首页 | Movie Robot");
    expect(formatPageTitle("x")).toBe("x | Movie Robot");
  });
});
