import { describe, expect, it } from "vitest";
import { zhLL } from "../../tests/unit/i18n";
import { PLANNED_SCREENS, plannedSentence } from "../features/frame/planned-screens";
import { allPaths } from "../lib/paths";
import { RouteFramePage, routeScreens } from "./routes";

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
