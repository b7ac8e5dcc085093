import { Button, Callout, Card, Classes, H2, NonIdealState } from "@blueprintjs/core";
import { SearchIcon } from "@blueprintjs/icons";
import type { UseQueryResult } from "@tanstack/react-query";
import { LinkButton } from "../../components/link-button";
import { useI18nContext } from "../../i18n/i18n-react";
import { errorMessage, needsSetup } from "../../lib/error-message";
import { paths } from "../../lib/paths";
import type { SearchAnswer, Torrent } from "./api/search-keyword";
import { SiteStrip } from "./site-strip";
import { TorrentList } from "./torrent-list";
import type { TorrentGroup } from "./torrent-model";

export type SiteResultsProps = {
  query: UseQueryResult<SearchAnswer>;
  /** The sites asked (site_id), with their display names. */
  askedSites: AskedSite[];
  cates: string;
  groups: TorrentGroup[];
  onDownload: (t: Torrent) => void;
  onDetail?: (t: Torrent) => void;
  onRetry: () => void;
};

/** Which sites answered, which timed out, and which gave nothing back (and where to see why). */
export type AskedSite = { id: string; name: string };

/** Asked sites the answer names neither as searched nor as timed out (by code or display name). */
export function silentSites(answer: SearchAnswer, asked: readonly AskedSite[]): string[] {
  const named = new Set([
    ...answer.site_names,
    ...answer.run_timeout_names,
    ...answer.site_errors.flatMap((e) => [e.site_id, e.site_name]),
  ]);
  return asked.filter((s) => !named.has(s.id) && !named.has(s.name)).map((s) => s.name);
}

export function SiteAccount({
  answer,
  askedSites,
}: {
  answer: SearchAnswer;
  askedSites: AskedSite[];
}) {
  const { LL } = useI18nContext();
  const t = LL.torrentSearch.siteSearch;
  const answered = answer.site_names;
  const timedOut = answer.run_timeout_names;
  const silent = silentSites(answer, askedSites);
  return (
    <ul className="mr-site-account">
      <li>{answered.length ? t.answered({ names: answered.join("、") }) : t.noneAnswered()}</li>
      {timedOut.length > 0 && <li>{t.timedOut({ names: timedOut.join("、") })}</li>}
      {answer.site_errors.map((e) => (
        <li key={e.site_id}>{t.siteError({ name: e.site_name || e.site_id, reason: e.reason })}</li>
      ))}
      {silent.length > 0 && <li>{t.notAsked({ names: silent.join("、") })}</li>}
    </ul>
  );
}

/** The summary line: 在N个站点搜索到M条结果，其中X最慢，耗费Y秒 (+ the time-outs). */
export function summaryOf(
  answer: SearchAnswer,
  t: ReturnType<typeof useI18nContext>["LL"]["torrentSearch"]["siteSearch"],
): string {
  const base = t.summary({
    sites: answer.site_names.length,
    count: answer.torrents.length,
    slowest: answer.max_run_site_name || "-",
    seconds: Number(answer.max_run_time || 0).toFixed(2),
  });
  return answer.run_timeout_names.length
    ? base + t.timeouts({ names: answer.run_timeout_names.join("、") })
    : base;
}

/** While streaming: how many of the asked sites have finished. */
function progressOf(
  answer: SearchAnswer,
  t: ReturnType<typeof useI18nContext>["LL"]["torrentSearch"]["siteSearch"],
): string {
  const sites = answer.sites ?? [];
  return t.progress({
    done: sites.filter((s) => s.state !== "pending" && !s.more).length,
    total: sites.length,
  });
}

/** The torrent section: loading, error, empty (with the account of sites) or the virtualized list. */
export function SiteResults({
  query,
  askedSites,
  cates,
  groups,
  onDownload,
  onDetail,
  onRetry,
}: SiteResultsProps) {
  const { LL } = useI18nContext();
  const t = LL.torrentSearch.siteSearch;
  return (
    <section
      className="mr-search-section"
      aria-labelledby="section-torrents"
      aria-busy={query.isFetching}
    >
      <H2 id="section-torrents" className="mr-search-section-title">
        {LL.torrentSearch.section.torrents()}
      </H2>
      {query.data?.sites && query.data.sites.length > 0 && <SiteStrip sites={query.data.sites} />}
      {(query.isPending || (query.data?.streaming && query.data.torrents.length === 0)) && (
        <>
          <p className={Classes.TEXT_MUTED} role="status">
            {query.data?.sites ? progressOf(query.data, t) : t.searching()}
          </p>
          <div className="mr-torrent-skeletons">
            {[0, 1, 2, 3].map((i) => (
              <Card key={i} className={`mr-torrent-skeleton ${Classes.SKELETON}`} />
            ))}
          </div>
        </>
      )}
      {query.isError && <SearchFailed error={query.error} onRetry={onRetry} />}
      {query.data?.streaming && query.data.torrents.length > 0 && (
        <>
          <p className={Classes.TEXT_MUTED} role="status">
            {progressOf(query.data, t)}
          </p>
          <TorrentList groups={groups} onDownload={onDownload} onDetail={onDetail} />
        </>
      )}
      {query.data && !query.data.streaming && (
        <>
          <p className="mr-search-summary" role="status">
            {summaryOf(query.data, t)}
          </p>
          {query.data.torrents.length === 0 ? (
            <NonIdealState
              icon={<SearchIcon size={48} />}
              title={t.empty({
                sites: askedSites.map((s) => s.name).join(",") || t.allSites(),
                cates: cates || t.allCates(),
              })}
              description={<SiteAccount answer={query.data} askedSites={askedSites} />}
              action={<Button text={t.retry()} onClick={onRetry} />}
            />
          ) : (
            <>
              {(query.data.run_timeout_names.length > 0 ||
                query.data.site_errors.length > 0 ||
                silentSites(query.data, askedSites).length > 0) && (
                <Callout intent="warning" className="mr-site-account-callout">
                  <SiteAccount answer={query.data} askedSites={askedSites} />
                </Callout>
              )}
              <TorrentList groups={groups} onDownload={onDownload} onDetail={onDetail} />
            </>
          )}
        </>
      )}
    </section>
  );
}

/**
 * Why the search failed, and 重新搜索. When only the settings cure it (no
 * site to search), the admin also gets the way to 站点管理, as LoadFailure
 * gives the way to Douban's or TMDB's; a family member reads whom to ask in
 * the server's words.
 */
function SearchFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { LL } = useI18nContext();
  const t = LL.torrentSearch.siteSearch;
  return (
    <Callout intent="danger" role="alert">
      {t.failed({ message: errorMessage(error) ?? LL.common.somethingWentWrong() })}{" "}
      <Button variant="minimal" text={t.retry()} onClick={onRetry} />
      {needsSetup(error) && (
        <LinkButton href={paths.site.dashboard} variant="minimal" adminOnly>
          {t.toSites()}
        </LinkButton>
      )}
    </Callout>
  );
}
