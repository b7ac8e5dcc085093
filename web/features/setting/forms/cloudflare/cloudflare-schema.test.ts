import { describe, expect, it } from "vitest";
import { zhLL } from "../../../../../tests/unit/i18n";
import { issuesOf } from "../../../../../tests/unit/schema";
import { createCloudflareSchema, toCloudflareValues } from "./cloudflare-schema";

const schema = createCloudflareSchema(zhLL());
const check = (fs_api: string) => issuesOf(schema, { fs_api });

describe("pass-cloudflare schema", () => {
  it("empty (the initial http://) means no local FlareSolverr", () => {
    expect(toCloudflareValues({ fs_api: "" })).toEqual({ fs_api: "http://" });
    expect(check("http://")).toEqual({});
    expect(check("")).toEqual({});
  });

  it("must end with /v1, in the server's words", () => {
    expect(check("http://127.0.0.1:8191/v1")).toEqual({});
    expect(check("http://127.0.0.1:8191/v1/")).toEqual({});
    expect(check("http://127.0.0.1:8191")).toEqual({
      fs_api: "flaresolverr api地址必须以/v1结尾，例如 http://127.0.0.1:8191/v1",
    });
    expect(check("127.0.0.1:8191/v1")).toEqual({
      fs_api: "flaresolverr api地址必须是以http://或https://开头的网址",
    });
  });
});
