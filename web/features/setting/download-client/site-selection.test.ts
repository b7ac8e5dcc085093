import { describe, expect, it } from "vitest";
import { filterSites, toggleSite } from "./site-selection";

const sites = [
  { id: "mteam", name: "馒头", domain: "https://kp.m-team.cc/" },
  { id: "hdsky", name: "天空", domain: "https://hdsky.me/" },
];

describe("site selection", () => {
  it("adds at the end and removes without duplicates", () => {
    expect(toggleSite(["a"], "b", true)).toEqual(["a", "b"]);
    expect(toggleSite(["a", "b"], "a", true)).toEqual(["b", "a"]);
    expect(toggleSite(["a", "b"], "a", false)).toEqual(["b"]);
  });

  it("filters by name, code or address, any case", () => {
    expect(filterSites(sites, "")).toBe(sites);
    expect(filterSites(sites, "天").map((s) => s.id)).toEqual(["hdsky"]);
    expect(filterSites(sites, "MTEAM").map((s) => s.id)).toEqual(["mteam"]);
    expect(filterSites(sites, "m-team.cc").map((s) => s.id)).toEqual(["mteam"]);
    expect(filterSites(sites, "none")).toEqual([]);
  });
});
