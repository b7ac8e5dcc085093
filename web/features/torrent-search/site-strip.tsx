import { type Intent, Tag } from "@blueprintjs/core";
import { useI18nContext } from "../../i18n/i18n-react";
import type { SiteState, SiteStatus } from "./api/search-stream";

const INTENT: Record<SiteState, Intent> = {
  pending: "none",
  ok: "success",
  empty: "none",
  slow: "warning",
  failed: "danger",
  skipped: "none",
};

/**
 * The streamed search's strip: each site, its state (完成/无结果/超时/失败/已跳过),
 * rows and time; a site still reading pages shows the page it reads (第2页…)
 * with the rows so far until its last page is in.
 */
export function SiteStrip({ sites }: { sites: SiteStatus[] }) {
  const { LL } = useI18nContext();
  const t = LL.torrentSearch.siteSearch;
  return (
    <ul className="mr-site-strip" aria-label={t.strip()}>
      {sites.map((s) => (
        <li
          key={s.site_id}
          className="mr-site-strip-item"
          data-state={s.more ? "reading" : s.state}
          title={s.reason}
        >
          <span className="mr-site-strip-name">{s.site_name}</span>
          <Tag minimal intent={s.more ? "primary" : INTENT[s.state]}>
            {s.more ? t.reading({ page: (s.page ?? 1) + 1 }) : t.state[s.state]()}
          </Tag>
          {s.state === "ok" && s.count !== undefined && (
            <span className="mr-site-strip-time">{t.rows({ count: s.count })}</span>
          )}
          {s.state !== "pending" && s.state !== "skipped" && (
            <span className="mr-site-strip-time">
              {t.elapsed({ seconds: ((s.elapsed_ms ?? 0) / 1000).toFixed(1) })}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
