import { describe, expect, it } from "vitest";
import { zhLL } from "../../../../tests/unit/i18n";
import { licenseText } from "./license-row";

const LL = zhLL();
const detail = (licenseType: string, expireDays = 0, builtin = false) => ({
  licenseType,
  expireDays,
  user: { nickname: "n" },
  builtin,
});

describe("licenseText", () => {
  it("says the built-in backend needs no licence", () => {
    expect(licenseText(LL, detail("FAMILY_VIP", 0, true))).toBe(
      "内置后端无需授权，所有功能均可使用",
    );
  });

  it("follows the plan otherwise (screens.md)", () => {
    expect(licenseText(LL, detail("FAMILY_VIP"))).toBe("家庭版永久授权");
    expect(licenseText(LL, detail("VIP"))).toBe("永久授权");
    expect(licenseText(LL, detail("SubVIP", 12))).toBe("订阅授权还有12天过期");
    expect(licenseText(LL, detail("ExperienceUser", 3))).toBe("体验授权还有3天过期。");
    expect(licenseText(LL, detail("???"))).toBe("未授权");
  });
});
