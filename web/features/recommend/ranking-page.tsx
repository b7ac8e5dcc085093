import { useQueries, useQuery } from "@tanstack/react-query";
import { LoadFailure, MediaSlider } from "../../components/media-card";
import { PageFrame } from "../../components/page-frame";
import { useI18nContext } from "../../i18n/i18n-react";
import { useRouteFrame } from "../frame/use-route-frame";
import { rankListQueryOptions } from "./api/douban-rank-list";
import { subDatasetListQueryOptions } from "./api/sub-dataset-list";
import { GENRE_RANKINGS, MOVIE_RANKINGS, type RankingKey, TV_RANKINGS } from "./ranking-keys";
import { RankingSubButton } from "./ranking-sub-button";

/**
 * A row of posters per ranking, each with its 订阅榜单 / 取消订阅 button once
 * the followed rankings are known. When every row fails the same way (no
 * metadata service set up), one notice says so instead of one per row.
 */
function RankingRows({ keys }: { keys: readonly RankingKey[] }) {
  const { LL } = useI18nContext();
  const { title, breadcrumb } = useRouteFrame();
  const rows = useQueries({ queries: keys.map((key) => rankListQueryOptions(key)) });
  const followed = useQuery(subDatasetListQueryOptions());
  const allFailed = rows.every((row) => row.isError);
  const retryAll = () => {
    for (const row of rows) void row.refetch();
  };
  return (
    <PageFrame title={title} breadcrumb={breadcrumb}>
      {allFailed ? (
        <LoadFailure error={rows[0]?.error} onRetry={retryAll} />
      ) : (
        keys.map((key, index) => {
          const row = rows[index];
          const name = LL.discover.rankings[key]();
          return (
            <MediaSlider
              key={key}
              title={name}
              action={
                followed.isSuccess && (
                  <RankingSubButton
                    rankKey={key}
                    name={name}
                    subscribed={followed.data.some((d) => d.data_key === key)}
                  />
                )
              }
              items={row?.data}
              isLoading={row?.isLoading ?? true}
              error={row?.error}
              onRetry={() => void row?.refetch()}
            />
          );
        })
      )}
    </PageFrame>
  );
}

/** /recommend/movie-ranking: 电影排行. */
export function MovieRankingPage() {
  return <RankingRows keys={MOVIE_RANKINGS} />;
}

/** /recommend/tv-ranking: 剧集排行. */
export function TvRankingPage() {
  return <RankingRows keys={TV_RANKINGS} />;
}

/** /recommend/recent-popular-movie: 近期热门. */
export function RecentPopularMoviePage() {
  return <RankingRows keys={GENRE_RANKINGS} />;
}
