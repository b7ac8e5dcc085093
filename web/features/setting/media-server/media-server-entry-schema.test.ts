import { describe, expect, it } from "vitest";
import { zhLL } from "../../../../tests/unit/i18n";
import { issuesOf } from "../../../../tests/unit/schema";
import {
  createMediaServerEntrySchema,
  toMediaServerEntryBody,
  toMediaServerEntryValues,
} from "./media-server-entry-schema";
import { parseMediaServerType } from "./media-server-type";

const LL = zhLL();
const valid = toMediaServerEntryValues("emby");

describe("media server entry schema", () => {
  it("accepts a full form", () => {
    const schema = createMediaServerEntrySchema(LL, "emby");
    expect(issuesOf(schema, { ...valid, url: "http://nas:8096", token: "k" })).toEqual({});
  });

  it("refuses with the server's words", () => {
    const schema = createMediaServerEntrySchema(LL, "plex");
    expect(
      issuesOf(schema, { ...valid, name: " ", url: "ftp://x", internet_url: "x", token: "" }),
    ).toEqual({
      name: "别名不能为空",
      url: "访问地址必须是以http://或https://开头的网址",
      internet_url: "外网访问地址必须是以http://或https://开头的网址",
      token: "Token不能为空",
    });
    expect(
      issuesOf(schema, { ...valid, name: "名".repeat(33), url: "http://x", token: "t" }),
    ).toEqual({ name: "别名不能超过32个字符" });
  });

  it("starts a new entry as screens.md says; trims what it sends", () => {
    expect(toMediaServerEntryValues("jellyfin")).toEqual({
      name: "jellyfin",
      url: "http://",
      internet_url: "",
      token: "",
      master_server: true,
      refresh_media_server: true,
    });
    const body = toMediaServerEntryBody("plex", "old", {
      ...valid,
      name: " a ",
      url: " http://x ",
      token: " t ",
    });
    expect(body).toMatchObject({
      type: "plex",
      name: "a",
      old_name: "old",
      url: "http://x",
      token: "t",
    });
  });

  it("reads the URL's type, Emby when unknown", () => {
    expect(parseMediaServerType("plex")).toBe("plex");
    expect(parseMediaServerType("Jellyfin")).toBe("jellyfin");
    expect(parseMediaServerType(null)).toBe("emby");
    expect(parseMediaServerType("kodi")).toBe("emby");
  });
});
