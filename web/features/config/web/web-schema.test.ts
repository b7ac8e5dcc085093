import { describe, expect, it } from "vitest";
import { zhLL } from "../../../../tests/unit/i18n";
import { issuesOf } from "../../../../tests/unit/schema";
import { createWebSchema, toWebSettings, toWebValues } from "./web-schema";

const schema = createWebSchema(zhLL());
const PORT = "网站访问端口必须是1到65535之间的整数";
const URL = "站点访问地址必须是以http://或https://开头的网址";

describe("web schema", () => {
  it("accepts an empty or bare address and a port in range", () => {
    expect(issuesOf(schema, { server_url: "", port: "1" })).toEqual({});
    expect(issuesOf(schema, { server_url: "http://", port: "65535" })).toEqual({});
    expect(issuesOf(schema, { server_url: "https://mr.example.com", port: "1329" })).toEqual({});
  });

  it("says the server's words for a bad port and a bad address, both at once", () => {
    expect(issuesOf(schema, { server_url: "mr.lan", port: "0" })).toEqual({
      server_url: URL,
      port: PORT,
    });
    for (const port of ["", "65536", "13.5", "abc"]) {
      expect(issuesOf(schema, { server_url: "", port }), port).toEqual({ port: PORT });
    }
  });

  it("shows an unset address as http:// and sends the port as a number", () => {
    expect(toWebValues({ server_url: "", port: 1329 })).toEqual({
      server_url: "http://",
      port: "1329",
    });
    expect(toWebSettings({ server_url: " https://x ", port: " 8080 " })).toEqual({
      server_url: "https://x",
      port: 8080,
    });
  });
});
