import { describe, expect, it } from "vitest";
import { zhLL } from "../../../tests/unit/i18n";
import { RouteFramePage, routeScreens } from "../../app/routes";
import { allPaths } from "../../lib/paths";
import { PLANNED_SCREENS, plannedSentence } from "./planned-screens";

describe("screens not built yet", () => {
  const unbuilt = allPaths.filter((path) => routeScreens[path] === RouteFramePage);

  it("each say what they will do, in a sentence of their own", () => {
    const LL = zhLL();
    expect(unbuilt.length).toBeGreaterThan(0);
    for (const path of unbuilt) {
      expect(PLANNED_SCREENS[path], path).toBeDefined();
      expect(plannedSentence(LL, path)).not.toBe(LL.firstRun.planned.generic());
    }
  });
});
