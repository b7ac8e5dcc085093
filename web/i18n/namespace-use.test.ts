import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import type { Namespaces } from "./i18n-types";
import { namespaces } from "./i18n-util";

// A namespace is only loaded by the screens that name it (web/app/routes.ts)
// and by the palette; code elsewhere reading LL.<namespace> would render
// empty texts. Each namespace may be read only in these folders.
const READERS: Record<Namespaces, string[]> = {
  account: ["web/features/user/account-rules.ts"],
  configForms: ["web/features/config/", "web/features/setting/"],
  configServices: [
    "web/features/config/",
    "web/features/setting/media-server/",
    "web/features/setting/download-client/",
  ],
  configMediaPath: ["web/features/config/media-path/"],
  freeDownloadForms: [
    "web/features/config/free-download/",
    "web/features/setting/forms/free-download/",
  ],
  customSub: ["web/features/custom-sub/"],
  discover: [
    "web/components/media-card/",
    "web/features/home/",
    "web/features/recommend/",
    "web/features/subscribe/",
    "web/features/media/detail-",
  ],
  settingNotify: ["web/features/search/", "web/features/setting/notify/"],
  movieDashboard: ["web/features/dashboard/"],
  activity: ["web/features/activity/"],
  movieAnalyze: ["web/features/analyze/"],
  libraryScreen: ["web/features/library/"],
  filterForm: ["web/components/filter-form/", "web/features/smart-download/"],
  mediaLibrary: ["web/features/media/link-index/"],
  notifyList: ["web/features/notify/notify-list-page"],
  plugins: ["web/features/plugins/"],
  settingHub: [
    "web/features/setting/hub/",
    "web/features/setting/media-server/",
    "web/features/setting/download-client/",
    "web/features/setting/shared/",
  ],
  settingForms: ["web/features/setting/forms/", "web/components/priority-list.tsx"],
  settingMetadata: [
    "web/features/setting/forms/douban/",
    "web/features/setting/forms/api-key/",
    "web/features/setting/forms/metadata-hosts/",
  ],
  settingLibrary: [
    "web/features/setting/forms/subtitle/",
    "web/features/setting/forms/link/",
    "web/features/setting/forms/scraper/",
  ],
  recognitionRules: ["web/features/setting/forms/recognition/"],
  settingLog: [
    "web/features/setting/app-log/",
    "web/features/setting/access-key/",
    "web/features/setting/license/",
  ],
  invite: [
    "web/features/auth/sign-up-page",
    "web/features/user/invite-email-page",
    "web/features/user/smtp-form",
  ],
  recordsPage: ["web/features/download/"],
  rankingSub: ["web/features/recommend/ranking-sub-"],
  site: ["web/features/site/"],
  smartDownload: ["web/features/smart-download/"],
  subDetail: ["web/features/subscribe/detail-", "web/components/filter-form/filter-rules.ts"],
  titles: ["web/components/media-card/title-state", "web/features/media/detail-"],
  torrentSearch: ["web/features/torrent-search/"],
  user: ["web/features/user/user-", "web/features/user/avatar-upload"],
};

const root = resolve(import.meta.dirname, "../..");
const sources = readdirSync(resolve(root, "web"), { recursive: true, encoding: "utf8" })
  .map((f) => `web/${f}`)
  .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.startsWith("web/i18n/"));

describe("namespace readers", () => {
  it("lists every namespace", () => {
    expect(Object.keys(READERS).sort()).toEqual([...namespaces].sort());
  });

  it.each(namespaces)("reads %s only where its screens load it", (ns) => {
    const use = new RegExp(`\\bLL\\.${ns}\\b|\\["${ns}"\\]\\[`);
    const readers = sources.filter((f) => use.test(readFileSync(resolve(root, f), "utf8")));
    expect(readers.length).toBeGreaterThan(0);
    expect(readers.filter((f) => !READERS[ns].some((dir) => f.startsWith(dir)))).toEqual([]);
  });
});
