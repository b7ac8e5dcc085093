import { Classes, Spinner } from "@blueprintjs/core";
import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useSearchParams } from "wouter";
import { fromSubRecord, type MediaType } from "../../components/media-card";
import { filterOptionsQueryOptions } from "../../components/media-card/api/filter-options";
import { VirtualMediaGrid } from "../../components/media-card/virtual-media-grid";
import { MultiSelectField } from "../../components/multi-select-field";
import { PageFrame } from "../../components/page-frame";
import { useI18nContext } from "../../i18n/i18n-react";
import { useSentinel } from "../../lib/use-sentinel";
import { useRouteFrame } from "../frame/use-route-frame";
import { SUB_PAGE_SIZE, subPagesQueryOptions } from "./api/sub-list";
import { KeywordField } from "./keyword-field";
import { choicesOf, readFilters, type SubFilters, writeFilters } from "./sub-filters";
import "./subscribe.css";

const STATUSES = ["0", "1", "2", "3"] as const;

/**
 * /subscribe/movie-index and /subscribe/tv-index. The server filters and
 * pages (60 a page, the next one asked as the end of the grid nears) and
 * the grid renders only the rows near the viewport, so a household's
 * thousand subscriptions never arrive or render at once. The filters live
 * in the URL, the name search too. A backend that answers the whole list (the original, in
 * proxy mode) is shown whole, filtered here.
 */
function SubscriptionsPage({ mediaType }: { mediaType: MediaType }) {
  const { LL } = useI18nContext();
  const t = LL.discover.subscriptions;
  const { title, breadcrumb } = useRouteFrame();
  const [query, setQuery] = useSearchParams();
  const filters = readFilters(query);
  const subs = useInfiniteQuery({
    ...subPagesQueryOptions(mediaType, filters),
    placeholderData: keepPreviousData,
  });
  const options = useQuery(filterOptionsQueryOptions());
  const pages = subs.data?.pages ?? [];
  const first = pages[0];
  const items = subs.data && pages.flatMap((page) => page.items).map(fromSubRecord);
  const more = subs.hasNextPage && !subs.isFetchingNextPage;
  const sentinel = useSentinel<HTMLDivElement>(() => void subs.fetchNextPage(), more, pages.length);

  const update = (change: Partial<SubFilters>) =>
    setQuery((current) => writeFilters(current, { ...filters, ...change }), { replace: true });
  const choices = (server: string[] | undefined, carried: string[] | undefined) =>
    choicesOf(server, carried ?? []).map((value) => ({ value, label: value }));

  return (
    <PageFrame title={title} breadcrumb={breadcrumb}>
      <search className="mr-sub-filters" aria-label={t.filters()}>
        <KeywordField
          id="sub-keyword"
          label={t.keyword()}
          placeholder={t.keywordHint()}
          value={filters.keyword}
          onChange={(keyword) => update({ keyword })}
        />
        <MultiSelectField
          id="sub-status"
          label={t.status()}
          value={filters.status}
          options={STATUSES.map((s) => ({ value: s, label: LL.discover.status[`s${s}`]() }))}
          onChange={(status) => update({ status })}
        />
        <MultiSelectField
          id="sub-area"
          label={t.area()}
          value={filters.area}
          options={choices(options.data?.area, first?.areas)}
          onChange={(area) => update({ area })}
        />
        <MultiSelectField
          id="sub-cate"
          label={t.genre()}
          value={filters.cate}
          options={choices(options.data?.cate, first?.genres)}
          onChange={(cate) => update({ cate })}
        />
      </search>
      {first && first.total > 0 && (
        <p role="status" className={`mr-sub-count ${Classes.TEXT_MUTED}`}>
          {t.count({ count: first.total })}
        </p>
      )}
      <VirtualMediaGrid
        label={title}
        showLog
        pageSize={SUB_PAGE_SIZE}
        items={items}
        isLoading={subs.isLoading}
        error={subs.error}
        onRetry={() => void subs.refetch()}
      />
      <div ref={sentinel} className="mr-sub-sentinel">
        {subs.isFetchingNextPage && <Spinner size={20} aria-label={LL.common.loading()} />}
      </div>
    </PageFrame>
  );
}

/** /subscribe/movie-index: 我订阅的电影. */
export function MovieSubscriptionsPage() {
  return <SubscriptionsPage mediaType="Movie" />;
}

/** /subscribe/tv-index: 我订阅的剧集. */
export function TvSubscriptionsPage() {
  return <SubscriptionsPage mediaType="TV" />;
}
