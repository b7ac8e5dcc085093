import { H2 } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { MediaGrid, MediaSlider } from "../../components/media-card";
import { useI18nContext } from "../../i18n/i18n-react";
import { appInfoQueryOptions } from "../../lib/api/get-app-info";
import { searchDoubanQueryOptions } from "../subscribe/api/search-douban";

/** 影片: Douban's titles for the keyword as poster cards (C4), a wall or a slider per server_config. */
export function DoubanSection({ keyword }: { keyword: string }) {
  const { LL } = useI18nContext();
  const t = LL.torrentSearch.section;
  const app = useQuery(appInfoQueryOptions());
  const query = useQuery(searchDoubanQueryOptions(keyword));
  const title =
    query.isSuccess && query.data.length === 0 ? `${t.douban()}${t.noResult()}` : t.douban();
  const state = {
    items: query.data,
    isLoading: query.isPending,
    error: query.error ?? undefined,
    onRetry: () => void query.refetch(),
  };
  if (app.data?.server_config?.douban_poster_wall) {
    return (
      <section className="mr-search-section" aria-labelledby="section-douban">
        <H2 id="section-douban" className="mr-search-section-title">
          {title}
        </H2>
        <MediaGrid {...state} label={t.douban()} showLog />
      </section>
    );
  }
  return (
    <section className="mr-search-section">
      <MediaSlider {...state} title={title} showLog />
    </section>
  );
}
