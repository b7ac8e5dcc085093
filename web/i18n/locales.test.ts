import { describe, expect, it } from "vitest";
import { zhLL } from "../../tests/unit/i18n";
import de from "./de";
import en from "./en";
import en_configForms from "./en/configForms";
import en_configMediaPath from "./en/configMediaPath";
import en_configServices from "./en/configServices";
import en_customSub from "./en/customSub";
import en_filterForm from "./en/filterForm";
import en_freeDownloadForms from "./en/freeDownloadForms";
import en_mediaLibrary from "./en/mediaLibrary";
import en_plugins from "./en/plugins";
import en_settingForms from "./en/settingForms";
import en_settingHub from "./en/settingHub";
import en_settingLibrary from "./en/settingLibrary";
import en_settingLog from "./en/settingLog";
import en_settingMetadata from "./en/settingMetadata";
import en_site from "./en/site";
import en_smartDownload from "./en/smartDownload";
import en_torrentSearch from "./en/torrentSearch";
import fr from "./fr";
import { i18nObject } from "./i18n-util";
import { loadLocaleAsync } from "./load-base-locale";
import nl from "./nl";
import zh from "./zh";
import zh_configForms from "./zh/configForms";
import zh_configMediaPath from "./zh/configMediaPath";
import zh_configServices from "./zh/configServices";
import zh_customSub from "./zh/customSub";
import zh_filterForm from "./zh/filterForm";
import zh_freeDownloadForms from "./zh/freeDownloadForms";
import zh_mediaLibrary from "./zh/mediaLibrary";
import zh_plugins from "./zh/plugins";
import zh_settingForms from "./zh/settingForms";
import zh_settingHub from "./zh/settingHub";
import zh_settingLibrary from "./zh/settingLibrary";
import zh_settingLog from "./zh/settingLog";
import zh_settingMetadata from "./zh/settingMetadata";
import zh_site from "./zh/site";
import zh_smartDownload from "./zh/smartDownload";
import zh_torrentSearch from "./zh/torrentSearch";

/** "a.b.c" for every string leaf. */
function keysOf(node: object, prefix = ""): string[] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

/** Each namespace (a screen's own text group) in zh and en. */
const namespaces: [string, object, object][] = [
  ["customSub", zh_customSub, en_customSub],
  ["filterForm", zh_filterForm, en_filterForm],
  ["mediaLibrary", zh_mediaLibrary, en_mediaLibrary],
  ["plugins", zh_plugins, en_plugins],
  ["settingLog", zh_settingLog, en_settingLog],
  ["site", zh_site, en_site],
  ["smartDownload", zh_smartDownload, en_smartDownload],
  ["settingHub", zh_settingHub, en_settingHub],
  ["settingForms", zh_settingForms, en_settingForms],
  ["settingMetadata", zh_settingMetadata, en_settingMetadata],
  ["settingLibrary", zh_settingLibrary, en_settingLibrary],
  ["freeDownloadForms", zh_freeDownloadForms, en_freeDownloadForms],
  ["configForms", zh_configForms, en_configForms],
  ["configServices", zh_configServices, en_configServices],
  ["configMediaPath", zh_configMediaPath, en_configMediaPath],
  ["torrentSearch", zh_torrentSearch, en_torrentSearch],
];

describe("locales", () => {
  it.each(namespaces)("gives en every zh key of the %s namespace, in English", (_n, zh, en) => {
    expect(keysOf(en).sort()).toEqual(keysOf(zh).sort());
    expect(JSON.stringify(en)).not.toMatch(/[\u3400-\u9fff]/);
  });

  it("gives en every zh key", () => {
    expect(keysOf(en).sort()).toEqual(keysOf(zh).sort());
  });

  it("has no Chinese left in en (every screen complete in English)", () => {
    const leaves = (node: object, prefix = ""): [string, string][] =>
      Object.entries(node).flatMap(([key, value]) =>
        typeof value === "string"
          ? [[`${prefix}${key}`, value]]
          : leaves(value, `${prefix}${key}.`),
      );
    const chinese = leaves(en).filter(([, text]) => /[\u3400-\u9fff]/.test(text));
    expect(chinese).toEqual([]);
  });

  it("holds the seed's three phrases in zh and en", () => {
    const LL = zhLL();
    expect([
      LL.phrases.searchPlaceholder(),
      LL.phrases.welcomeBack(),
      LL.phrases.missedYou(),
    ]).toEqual(["搜索…", "欢迎回来", "我们想你了"]);
    expect(en.phrases).toEqual({
      searchPlaceholder: "Search topics…",
      welcomeBack: "Welcome back",
      missedYou: "We've missed you",
    });
  });

  it.each([
    ["fr", fr],
    ["de", de],
    ["nl", nl],
  ])("translates only the three phrases into %s and falls back to English", (_name, dict) => {
    expect(keysOf(dict).sort()).toEqual(keysOf(en).sort());
    for (const key of ["searchPlaceholder", "welcomeBack", "missedYou"] as const) {
      expect(dict.phrases[key]).not.toBe(en.phrases[key]);
    }
    expect(dict.signIn).toEqual(en.signIn);
    expect(dict.serverError).toEqual(en.serverError);
  });

  it("loads a non-base locale through the generated async loader", async () => {
    await loadLocaleAsync("de");
    const LL = i18nObject("de");
    expect(LL.phrases.welcomeBack()).toBe("Willkommen zurück");
    expect(LL.signIn.submit()).toBe("Sign in");
  });
});
