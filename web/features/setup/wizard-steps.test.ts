import { describe, expect, it } from "vitest";
import { zhLL } from "../../../tests/unit/i18n";
import { WIZARD_STEPS, wizardPosition } from "./wizard-steps";

describe("the wizard's steps", () => {
  const LL = zhLL();

  it("are six, in the server's order, each with a name", () => {
    expect(WIZARD_STEPS.map((s) => s.title(LL))).toEqual([
      "管理用户设置",
      "网站访问设置",
      "媒体服务设置",
      "下载工具设置",
      "媒体路径设置",
      "媒体元数据设置",
    ]);
  });

  it("name where the back button goes, from the media-server step on", () => {
    const back = (path: string) => {
      const previous = wizardPosition(path)?.previous;
      return previous && LL.firstRun.wizard.back({ step: previous.title(LL) });
    };
    expect(back("/setup/web")).toBeUndefined();
    expect(back("/setup/media-server")).toBe("返回网站访问设置");
    expect(back("/setup/download-client")).toBe("返回媒体服务设置");
    expect(back("/setup/media-path")).toBe("返回下载工具设置");
    expect(back("/setup/movie-metadata")).toBe("返回媒体路径设置");
  });

  it("let only the media-server and download-client steps be skipped, saying what will not work", () => {
    const skippable = WIZARD_STEPS.filter((s) => s.skipNote).map((s) => s.path);
    expect(skippable).toEqual(["/setup/media-server", "/setup/download-client"]);
    expect(wizardPosition("/setup/movie-metadata")?.isLast).toBe(true);
  });
});
