import { describe, expect, it } from "vitest";
import { zhLL } from "../../../tests/unit/i18n";
import { allPaths } from "../../app/paths";
import { RouteFramePage, routeScreens } from "../../app/routes";
import { PLANNED_SCREENS, plannedSentence } from "./planned-screens";

describe("screens not built yet", () => {
  const unbuilt = allPaths.filter((path) => routeScreens[path] === RouteFramePage);

  it("each say what they will do, in a sentence of their own", () => {
    const LL = zhLL();
    // Every route has its screen now (/movie/analyze was the last, issue 29); a
    // route added before its screen shows the frame and needs its sentence.
    for (const path of unbuilt) {
      expect(PLANNED_SCREENS[path], path).toBeDefined();
      expect(plannedSentence(LL, path)).not.toBe(LL.firstRun.planned.generic());
    }
  });
});
