import { Classes } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "wouter";
import { MediaGrid } from "../../components/media-card";
import { PageFrame } from "../../components/page-frame";
import { useI18nContext } from "../../i18n/i18n-react";
import { useRouteFrame } from "../frame/use-route-frame";
import { searchDoubanQueryOptions } from "./api/search-douban";

/** /subscribe/search?keyword=: Douban's results as poster cards ("<keyword> 的搜索结果"). */
export function SubscribeSearchPage() {
  const { LL } = useI18nContext();
  const { title, breadcrumb } = useRouteFrame();
  const [query] = useSearchParams();
  const keyword = (query.get("keyword") ?? "").trim();
  const results = useQuery(searchDoubanQueryOptions(keyword));
  return (
    <PageFrame title={title} breadcrumb={breadcrumb}>
      {keyword === "" ? (
        <p className={Classes.TEXT_MUTED}>{LL.discover.search.noKeyword()}</p>
      ) : (
        <MediaGrid
          label={title}
          items={results.data}
          isLoading={results.isLoading}
          error={results.error}
          onRetry={() => void results.refetch()}
        />
      )}
    </PageFrame>
  );
}
