import { describe, expect, it } from "vitest";
import { zhLL } from "../../../../tests/unit/i18n";
import { currentPlan, isPermanent, licenseMessage } from "./license-status";

const LL = zhLL();
const detail = (licenseType: string, expireDays = 0, builtin?: boolean) => ({
  licenseType,
  expireDays,
  user: { nickname: "x" },
  builtin,
});

describe("licenseMessage", () => {
  it("says the built-in backend needs no licence, whatever the type", () => {
    expect(licenseMessage(detail("FAMILY_VIP", 0, true), LL)).toBe(
      "当前使用内置后端，无需授权：所有功能均可使用，不用购买或续期。",
    );
  });

  it("has a line per licence type, with the days where they count", () => {
    expect(licenseMessage(detail("FAMILY_VIP"), LL)).toBe("您已获得家庭永久授权，感谢支持！");
    expect(licenseMessage(detail("VIP"), LL)).toBe("您已获得个人永久授权，感谢支持！");
    expect(licenseMessage(detail("SubVIP", 12), LL)).toBe("订阅授权还有12天过期");
    expect(licenseMessage(detail("ExperienceUser", 3), LL)).toBe("体验授权还有3天过期。");
    expect(licenseMessage(detail("ExperienceUser", -2), LL)).toBe("体验授权还有0天过期。");
    expect(licenseMessage(detail("Other"), LL)).toBe("尚未获得授权。");
  });
});

describe("plans", () => {
  it("marks the current plan", () => {
    expect(currentPlan(detail("VIP"))).toBe("lifetime");
    expect(currentPlan(detail("FAMILY_VIP"))).toBe("lifetime");
    expect(currentPlan(detail("ExperienceUser"))).toBe("trial");
    expect(currentPlan(detail("SubVIP"))).toBeNull();
    expect(currentPlan(detail("FAMILY_VIP", 0, true))).toBeNull();
  });

  it("knows which licences are permanent", () => {
    expect(isPermanent(detail("SubVIP"))).toBe(false);
    expect(isPermanent(detail("VIP"))).toBe(true);
    expect(isPermanent(detail("FAMILY_VIP", 0, true))).toBe(true);
  });
});
