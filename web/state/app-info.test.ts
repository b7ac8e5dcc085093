import { createStore } from "jotai";
import { queryClientAtom } from "jotai-tanstack-query";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../tests/unit/mock-api";
import { testQueryClient } from "../../tests/unit/render";
import { appInfoValueAtom } from "./app-info";

describe("appInfoValueAtom", () => {
  it("holds a version placeholder and no menus until /api/common/app answers, then its data", async () => {
    const menus = [{ title: "系统", pages: [{ title: "设置", href: "/setting/index" }] }];
    mockApi({ "GET /api/common/app": { code: 0, data: { version: "2.0.0", menus } } });
    const store = createStore();
    store.set(queryClientAtom, testQueryClient());
    const seen = new Promise<void>((resolve) => {
      store.sub(appInfoValueAtom, () => {
        if (store.get(appInfoValueAtom).version === "2.0.0") resolve();
      });
    });
    expect(store.get(appInfoValueAtom)).toEqual({ version: "-", menus: [] });
    await seen;
    expect(store.get(appInfoValueAtom).menus).toEqual(menus);
  });
});
