import { describe, expect, it } from "vitest";
import { zhLL } from "../../../../tests/unit/i18n";
import { issuesOf } from "../../../../tests/unit/schema";
import { createMediaServerSchema, toMediaServerValues } from "./media-server-schema";

const schema = createMediaServerSchema(zhLL());

describe("media server schema", () => {
  it("accepts a full form", () => {
    expect(issuesOf(schema, { type: "emby", url: "http://nas:8096", token: "k" })).toEqual({});
  });

  it("counts the bare http:// as an empty address and names the token by type", () => {
    expect(issuesOf(schema, { type: "emby", url: "http://", token: "" })).toEqual({
      url: "访问地址不能为空",
      token: "API密钥不能为空",
    });
    expect(issuesOf(schema, { type: "jellyfin", url: "http://x", token: " " })).toEqual({
      token: "API密钥不能为空",
    });
    expect(issuesOf(schema, { type: "plex", url: "http://x", token: "" })).toEqual({
      token: "Token不能为空",
    });
  });

  it("wants an http(s) address", () => {
    expect(issuesOf(schema, { type: "plex", url: "nas:32400", token: "t" })).toEqual({
      url: "访问地址必须是以http://或https://开头的网址",
    });
  });

  it("starts a fresh form at Emby and http://", () => {
    expect(toMediaServerValues({})).toEqual({ type: "emby", url: "http://", token: "" });
  });
});
