import { Button, Classes, H2 } from "@blueprintjs/core";
import { ErrorIcon, HistoryIcon, TickCircleIcon, TimeIcon } from "@blueprintjs/icons";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "wouter";
import { useI18nContext } from "../../i18n/i18n-react";
import { paths } from "../../lib/paths";
import { type SearchHistoryEntry, searchHistoryQueryOptions } from "./api/get-search-history";

const SHOWN = 6;

/** /movie/search?cache=true&keyword=…&searchDouban=…&searchMediaServer=…&searchSite=… */
export function historyHref(e: SearchHistoryEntry): string {
  const query = new URLSearchParams({
    cache: "true",
    keyword: e.keyword,
    searchDouban: String(e.searchDouban),
    searchMediaServer: String(e.searchMediaServer),
    searchSite: String(e.searchSite),
  });
  return `${paths.movie.search}?${query}`;
}

/** 最近搜索 (screens.md §S1): two columns, six at first, a status icon each. */
export function SearchHistory({ open, onPick }: { open: boolean; onPick: () => void }) {
  const { LL } = useI18nContext();
  const t = LL.searchHistory;
  const query = useQuery({ ...searchHistoryQueryOptions(), enabled: open });
  const [all, setAll] = useState(false);
  const list = query.data ?? [];
  const shown = all ? list : list.slice(0, SHOWN);
  const statusOf = (s: string) =>
    s === "success"
      ? {
          icon: <TickCircleIcon className={Classes.INTENT_SUCCESS} aria-hidden />,
          text: t.success(),
        }
      : s === "searching"
        ? { icon: <TimeIcon className={Classes.INTENT_WARNING} aria-hidden />, text: t.searching() }
        : { icon: <ErrorIcon className={Classes.INTENT_DANGER} aria-hidden />, text: t.failed() };
  return (
    <section className="mr-search-history" aria-labelledby="search-history-title">
      <H2 id="search-history-title" className="mr-search-history-title">
        <HistoryIcon aria-hidden /> {t.title()}
      </H2>
      {query.isSuccess && list.length === 0 && <p className={Classes.TEXT_MUTED}>{t.empty()}</p>}
      <ul className="mr-search-history-list">
        {shown.map((e) => {
          const status = statusOf(e.status);
          return (
            <li key={e.keyword}>
              <Link
                href={historyHref(e)}
                onClick={onPick}
                aria-label={t.item({ keyword: e.keyword, status: status.text })}
              >
                {status.icon} <span>{e.keyword}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      {list.length > SHOWN && (
        <Button
          variant="minimal"
          size="small"
          aria-expanded={all}
          text={all ? t.collapse() : t.expand()}
          onClick={() => setAll(!all)}
        />
      )}
    </section>
  );
}
