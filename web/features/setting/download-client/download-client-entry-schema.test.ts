import { describe, expect, it } from "vitest";
import { zhLL } from "../../../../tests/unit/i18n";
import { issuesOf } from "../../../../tests/unit/schema";
import {
  createDownloadClientEntrySchema,
  toDownloadClientEntryBody,
  toDownloadClientEntryValues,
  toTestBody,
} from "./download-client-entry-schema";
import { parseDownloadClientType } from "./download-client-type";

const LL = zhLL();
const blank = toDownloadClientEntryValues();

describe("download client entry schema", () => {
  it("qBittorrent with 需要登陆 needs the account; without it, not", () => {
    const schema = createDownloadClientEntrySchema(LL, "qbittorrent");
    expect(issuesOf(schema, blank)).toEqual({
      name: "名称不能为空",
      url: "访问地址不能为空",
      username: "登陆账号不能为空",
      password: "登陆密码不能为空",
    });
    expect(issuesOf(schema, { ...blank, name: "a", url: "http://x", need_login: false })).toEqual(
      {},
    );
  });

  it("Transmission may run without an account; aria2 needs its secret", () => {
    const tr = createDownloadClientEntrySchema(LL, "transmission");
    expect(issuesOf(tr, { ...blank, name: "a", url: "http://x" })).toEqual({});
    const aria2 = createDownloadClientEntrySchema(LL, "aria2");
    expect(issuesOf(aria2, { ...blank, name: "a", url: "http://x" })).toEqual({
      secret: "RPC密钥不能为空",
    });
  });

  it("limits the name to the server's 32 characters", () => {
    const schema = createDownloadClientEntrySchema(LL, "transmission");
    expect(issuesOf(schema, { ...blank, name: "x".repeat(33), url: "http://x" })).toEqual({
      name: "名称不能超过32个字符",
    });
  });

  it("sends aria2's secret alone, and tests it as the password", () => {
    const values = {
      ...blank,
      name: " a ",
      url: "http://x",
      username: "u",
      password: "p",
      secret: "s",
    };
    const body = toDownloadClientEntryBody("aria2", null, values);
    expect(body).toMatchObject({
      name: "a",
      username: "",
      password: "",
      secret: "s",
      need_login: false,
    });
    expect(toTestBody(body)).toMatchObject({ type: "aria2", password: "s" });
    const qb = toDownloadClientEntryBody("qbittorrent", "old", values);
    expect(qb).toMatchObject({ edit_name: "old", username: "u", password: "p", secret: "" });
    expect(toTestBody(qb).password).toBe("p");
  });

  it("defaults a new client to 设为默认 and every site", () => {
    expect(blank).toMatchObject({
      is_default: true,
      need_login: true,
      site_id: [],
      url: "http://",
    });
    expect(parseDownloadClientType("aria2")).toBe("aria2");
    expect(parseDownloadClientType("deluge")).toBe("qbittorrent");
  });
});
