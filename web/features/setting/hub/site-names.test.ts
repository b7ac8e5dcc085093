import { describe, expect, it } from "vitest";
import { siteNames } from "./site-names";

const sites = [
  { id: "mteam", name: "馒头", domain: "https://kp.m-team.cc/" },
  { id: "hdsky", name: "天空", domain: "https://hdsky.me/" },
];

describe("siteNames", () => {
  it("is 所有站点 without bound sites", () => {
    expect(siteNames(null, sites, "所有站点")).toBe("所有站点");
    expect(siteNames([], sites, "所有站点")).toBe("所有站点");
  });

  it("joins the names with ' / ', unknown codes as they are", () => {
    expect(siteNames(["hdsky", "mteam", "gone"], sites, "所有站点")).toBe("天空 / 馒头 / gone");
    expect(siteNames(["mteam"], undefined, "所有站点")).toBe("mteam");
  });
});
