import { describe, expect, it } from "vitest";
import { formModeOf } from "./form-mode";
import { nextRoute } from "./next-route";

describe("formModeOf", () => {
  it("is the wizard under /setup/ and config elsewhere", () => {
    expect(formModeOf("/setup/web")).toBe("wizard");
    expect(formModeOf("/config/web")).toBe("config");
    expect(formModeOf("/setupx")).toBe("config");
  });
});

describe("nextRoute", () => {
  it("follows same-origin routes only, else ends at the settings hub", () => {
    expect(nextRoute("/setup/media-server")).toBe("/setup/media-server");
    expect(nextRoute("//evil.example")).toBe("/setting/index");
    expect(nextRoute("https://evil.example")).toBe("/setting/index");
    expect(nextRoute(undefined)).toBe("/setting/index");
  });
});
