import { afterEach, describe, expect, it } from "vitest";
import { LAST_USER_STORAGE_KEY } from "./returning-visitor";
import { writeVisitorCookie } from "./visitor-cookie";

afterEach(() => localStorage.clear());

describe("writeVisitorCookie", () => {
  it("tells the server about a returning visitor, under the base path", () => {
    const doc = { cookie: "" } as Document;
    writeVisitorCookie("/mr", doc);
    expect(doc.cookie).toBe("");
    localStorage.setItem(LAST_USER_STORAGE_KEY, "admin");
    writeVisitorCookie("/mr", doc);
    expect(doc.cookie).toBe("mr-visitor=1; Path=/mr/; Max-Age=31536000; SameSite=Lax");
  });
});
