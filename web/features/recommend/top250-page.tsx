import { useQuery } from "@tanstack/react-query";
import { MediaGrid } from "../../components/media-card";
import { PageFrame } from "../../components/page-frame";
import { useRouteFrame } from "../frame/use-route-frame";
import { rankListQueryOptions } from "./api/douban-rank-list";
import { TOP250 } from "./ranking-keys";

/** /recommend/doubanTop250: 豆瓣Top250 as one poster grid. */
export function DoubanTop250Page() {
  const { title, breadcrumb } = useRouteFrame();
  const list = useQuery(rankListQueryOptions(TOP250));
  return (
    <PageFrame title={title} breadcrumb={breadcrumb}>
      <MediaGrid
        label={title}
        items={list.data}
        isLoading={list.isLoading}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    </PageFrame>
  );
}
