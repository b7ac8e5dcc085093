import { describe, expect, it } from "vitest";
import { fromSubRecord, fromTrending } from "./adapters";
import { detailHref, ratingOf, subStatusOf } from "./types";

describe("card adapters", () => {
  it("reads statuses, ratings and types leniently", () => {
    expect(subStatusOf("待审批")).toBe(3);
    expect(subStatusOf("1")).toBe(1);
    expect(subStatusOf(null)).toBeNull();
    expect(subStatusOf(7)).toBeNull();
    expect(ratingOf("8.6")).toBe(8.6);
    expect(ratingOf(0)).toBeNull();
    expect(ratingOf("")).toBeNull();
  });

  it("a TMDB card links to the detail by tmdb id, a subscription by Douban id", () => {
    const trend = fromTrending({ id: "603", tmdb_id: 603, type: "Movie", cn_name: "黑客帝国" });
    expect(detailHref(trend)).toBe("/media/detail?tmdb_id=603&media_type=Movie");
    const sub = fromSubRecord({
      id: 4,
      douban_id: 1291843,
      type: "Movie",
      cn_name: "黑客帝国",
      status: 0,
    });
    expect(sub.subId).toBe(4);
    expect(detailHref(sub)).toBe("/media/detail?douban_id=1291843");
  });
});
