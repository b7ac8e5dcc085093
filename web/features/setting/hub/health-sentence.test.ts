import { describe, expect, it } from "vitest";
import { zhLL } from "../../../../tests/unit/i18n";
import { i18nObject } from "../../../i18n/i18n-util";
import { loadLocale } from "../../../i18n/i18n-util.sync";
import type { HealthServiceState } from "./api/get-health";
import { healthSentence } from "./health-sentence";

const svc = (name: string, status: string): HealthServiceState => ({
  name,
  kind: "metadata",
  status,
  last_error: status === "down" ? "密钥无效" : "",
  setting_href: "/setting/edit-tmdb",
});

describe("healthSentence", () => {
  const zh = zhLL();
  loadLocale("en");
  const en = i18nObject("en");

  it("words the banner from the services, as the server would, in the user's language", () => {
    const summary = {
      level: "warning",
      message: "有1个服务异常：TMDB",
      services: [svc("TMDB", "down"), svc("FanArt", "up")],
    };
    expect(healthSentence(zh, summary)).toBe("有1个服务异常：TMDB");
    expect(healthSentence(en, summary)).toBe("1 service(s) failing: TMDB");
    expect(
      healthSentence(en, { ...summary, services: [svc("A", "unchecked"), svc("B", "unchecked")] }),
    ).toBe("Checking services: A, B");
    expect(healthSentence(en, { ...summary, services: [] })).toBe("No services configured yet");
  });

  it("keeps an upstream's own sentence when it lists no services", () => {
    expect(healthSentence(en, { level: "info", message: "上游的话" })).toBe("上游的话");
  });
});
