import { describe, expect, it } from "vitest";
import { dirTreeReducer, initialDirTree, mayHaveChildren, needsLoad, ROOT } from "./dir-tree";

const top = [
  { id: "/data", name: "data", children: [{ id: "/data/movies", name: "movies" }] },
  { id: "/tmp", name: "tmp" },
];

describe("dirTreeReducer", () => {
  it("opens the chain the server expanded towards the selection", () => {
    const s = dirTreeReducer(initialDirTree("/data/movies"), {
      type: "loaded",
      path: ROOT,
      nodes: top,
    });
    expect(s.children[ROOT]?.map((n) => n.id)).toEqual(["/data", "/tmp"]);
    expect(s.children["/data"]?.map((n) => n.id)).toEqual(["/data/movies"]);
    expect(s.expanded).toEqual(["/data"]);
    expect(s.selected).toBe("/data/movies");
    expect(s.names["/data/movies"]).toBe("movies");
  });

  it("loads a folder once; an empty one loses its caret", () => {
    let s = dirTreeReducer(initialDirTree(null), { type: "loaded", path: ROOT, nodes: top });
    expect(needsLoad(s, "/tmp")).toBe(true);
    expect(mayHaveChildren(s, "/tmp")).toBe(true);
    s = dirTreeReducer(s, { type: "loading", path: "/tmp" });
    expect(needsLoad(s, "/tmp")).toBe(false);
    s = dirTreeReducer(s, { type: "loaded", path: "/tmp", nodes: [] });
    expect(s.loading).toEqual([]);
    expect(needsLoad(s, "/tmp")).toBe(false);
    expect(mayHaveChildren(s, "/tmp")).toBe(false);
  });

  it("expands, collapses and selects", () => {
    let s = dirTreeReducer(initialDirTree(null), { type: "expand", path: "/tmp" });
    s = dirTreeReducer(s, { type: "expand", path: "/tmp" });
    expect(s.expanded).toEqual(["/tmp"]);
    s = dirTreeReducer(s, { type: "collapse", path: "/tmp" });
    expect(s.expanded).toEqual([]);
    expect(dirTreeReducer(s, { type: "select", path: "/tmp" }).selected).toBe("/tmp");
  });

  it("a failed listing closes the folder and keeps the reason", () => {
    let s = dirTreeReducer(initialDirTree(null), { type: "expand", path: "/root" });
    s = dirTreeReducer(s, { type: "loading", path: "/root" });
    s = dirTreeReducer(s, { type: "failed", path: "/root", message: "没有读取权限：/root" });
    expect(s).toMatchObject({ expanded: [], loading: [], error: "没有读取权限：/root" });
    expect(needsLoad(s, "/root")).toBe(true);
  });
});
