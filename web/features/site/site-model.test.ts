import { describe, expect, it } from "vitest";
import { addableSites, bodyOf, emptyForm, formOf, siteHref, validate } from "./site-model";
import { sampleSite } from "./test-sites";

const M = {
  siteRequired: "必须选择站点",
  cookieRequired: "必须填写Cookie",
  usernameRequired: "必须填写登录用户名",
  passwordRequired: "必须填写登录密码",
  kpiInvalid: "上传量目标必须是正整数",
  apiKeyRequired: "必须填写API Key",
  siteUrlRequired: "必须填写站点地址",
  searchLimitInvalid: "搜索次数必须是0或正整数",
};

const stored = sampleSite();

describe("site form", () => {
  it("starts as a user/password login with both uses on", () => {
    const v = emptyForm();
    expect(v).toMatchObject({
      auth_type: "user",
      upload_kpi: "1024",
      web_search: true,
      smart_download: true,
    });
    expect(validate(v, false, M)).toEqual({
      site_name: M.siteRequired,
      auth_username: M.usernameRequired,
      auth_password: M.passwordRequired,
    });
  });

  it("derives the login mode on edit and keeps a blank password", () => {
    const v = formOf(stored);
    expect(v.auth_type).toBe("cookies");
    expect(v.smart_download).toBe(false);
    expect(formOf({ ...stored, auth_username: "bob" }).auth_type).toBe("user");
    expect(validate({ ...formOf({ ...stored, auth_username: "bob" }) }, true, M)).toEqual({});
  });

  it("checks the upload target only in mode 1", () => {
    const v = { ...formOf(stored), upload_kpi: "x" };
    expect(validate(v, true, M).upload_kpi).toBe(M.kpiInvalid);
    expect(validate({ ...v, traffic_management_status: 2 }, true, M).upload_kpi).toBeUndefined();
  });

  it("sends only the chosen mode's credentials", () => {
    expect(bodyOf(formOf(stored))).toEqual({
      site_name: "hdsky",
      auth_type: "cookies",
      cookie: "c=1",
      user_agent: "UA",
      auth_username: "",
      proxies: "",
      traffic_management_status: 1,
      upload_kpi: 2048,
      web_search: true,
      smart_download: false,
      site_url: "",
      search_limit: 0,
    });
    const user = bodyOf({
      ...emptyForm(),
      site_name: "x",
      auth_username: "bob",
      auth_password: "pw",
    });
    expect(user).toMatchObject({
      auth_type: "user",
      cookie: "",
      auth_username: "bob",
      auth_password: "pw",
    });
    expect("auth_password" in bodyOf({ ...emptyForm(), auth_username: "bob" })).toBe(false);
  });

  it("asks API sites for a key, torznab also for its address", () => {
    const v = { ...emptyForm(), site_name: "mteam", search_limit: "x" };
    expect(validate(v, false, M, "mteam")).toEqual({
      api_key: M.apiKeyRequired,
      search_limit: M.searchLimitInvalid,
    });
    expect(validate({ ...v, search_limit: "5" }, false, M, "torznab").site_url).toBe(
      M.siteUrlRequired,
    );
    const body = bodyOf({ ...v, api_key: "k", auth_username: "x", search_limit: "5" }, "mteam");
    expect(body).toMatchObject({ api_key: "k", auth_username: "", search_limit: 5 });
    expect("auth_password" in body).toBe(false);
  });

  it("offers catalogue sites not added yet and links to their domain", () => {
    const catalogue = [
      { id: "hdsky", name: "天空", domain: "hdsky.me" },
      { id: "mteam", name: "馒头", domain: "https://kp.m-team.cc" },
    ];
    expect(addableSites(catalogue, [stored]).map((c) => c.id)).toEqual(["mteam"]);
    expect(siteHref("hdsky.me")).toBe("https://hdsky.me");
    expect(siteHref("https://kp.m-team.cc")).toBe("https://kp.m-team.cc");
    expect(siteHref(undefined)).toBeUndefined();
    expect(siteHref("hdsky.me", "http://10.0.0.5:8080")).toBe("http://10.0.0.5:8080");
    expect(siteHref("hdsky.me", " ")).toBe("https://hdsky.me");
  });
});
