import { Classes } from "@blueprintjs/core";
import { useInfiniteQuery } from "@tanstack/react-query";
import { LoadMore } from "../../components/load-more";
import { MediaGrid, type MediaType } from "../../components/media-card";
import { PageFrame } from "../../components/page-frame";
import { useI18nContext } from "../../i18n/i18n-react";
import { useRouteFrame } from "../frame/use-route-frame";
import { trendingQueryOptions } from "./api/tmdb-trending";

function TrendGrid({ mediaType }: { mediaType: MediaType }) {
  const { LL } = useI18nContext();
  const { title, breadcrumb } = useRouteFrame();
  const trend = useInfiniteQuery(trendingQueryOptions(mediaType));
  const items = trend.data?.pages.flat();
  return (
    <PageFrame title={title} breadcrumb={breadcrumb}>
      <p className={Classes.TEXT_MUTED}>{LL.discover.trend.intro()}</p>
      <MediaGrid
        label={title}
        items={items}
        isLoading={trend.isLoading}
        error={trend.isError && !items ? trend.error : undefined}
        onRetry={() => void trend.refetch()}
      />
      {items && items.length > 0 && (
        <LoadMore
          hasMore={trend.hasNextPage}
          loading={trend.isFetchingNextPage}
          pages={trend.data?.pages.length ?? 0}
          onLoad={() => void trend.fetchNextPage()}
        />
      )}
    </PageFrame>
  );
}

/** /recommend/userMovieTrend: the week's trending movies on TMDB. */
export function UserMovieTrendPage() {
  return <TrendGrid mediaType="Movie" />;
}

/** /recommend/userTvTrend: the week's trending shows on TMDB. */
export function UserTvTrendPage() {
  return <TrendGrid mediaType="TV" />;
}
