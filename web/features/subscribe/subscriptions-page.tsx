import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "wouter";
import { fromSubRecord, MediaGrid, type MediaType } from "../../components/media-card";
import { filterOptionsQueryOptions } from "../../components/media-card/api/filter-options";
import { MultiSelectField } from "../../components/multi-select-field";
import { PageFrame } from "../../components/page-frame";
import { useI18nContext } from "../../i18n/i18n-react";
import { useRouteFrame } from "../frame/use-route-frame";
import { subListQueryOptions } from "./api/sub-list";
import { matches, readFilters, type SubFilters, writeFilters } from "./sub-filters";
import "./subscribe.css";

const STATUSES = ["0", "1", "2", "3"] as const;

function SubscriptionsPage({ mediaType }: { mediaType: MediaType }) {
  const { LL } = useI18nContext();
  const t = LL.discover.subscriptions;
  const { title, breadcrumb } = useRouteFrame();
  const [query, setQuery] = useSearchParams();
  const filters = readFilters(query);
  const subs = useQuery(subListQueryOptions(mediaType));
  const options = useQuery(filterOptionsQueryOptions());
  const items = subs.data?.filter((record) => matches(record, filters)).map(fromSubRecord);

  const update = (change: Partial<SubFilters>) =>
    setQuery((current) => writeFilters(current, { ...filters, ...change }), { replace: true });
  const choices = (values: string[] | undefined) =>
    (values ?? []).map((value) => ({ value, label: value }));

  return (
    <PageFrame title={title} breadcrumb={breadcrumb}>
      <search className="mr-sub-filters" aria-label={t.filters()}>
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
          options={choices(options.data?.area)}
          onChange={(area) => update({ area })}
        />
        <MultiSelectField
          id="sub-cate"
          label={t.genre()}
          value={filters.cate}
          options={choices(options.data?.cate)}
          onChange={(cate) => update({ cate })}
        />
      </search>
      <MediaGrid
        label={title}
        showLog
        items={items}
        isLoading={subs.isLoading}
        error={subs.error}
        onRetry={() => void subs.refetch()}
      />
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
