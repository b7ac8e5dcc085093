import { useI18nContext } from "../i18n/i18n-react";
import { useSentinel } from "../lib/use-sentinel";
import { BusyButton } from "./busy-button";

export type LoadMoreProps = {
  hasMore: boolean;
  loading: boolean;
  /** Pages loaded so far (re-arms the sentinel). */
  pages: number;
  onLoad: () => void;
};

/**
 * The end of an infinite list: the next page loads when this comes into view,
 * or on a press of 加载更多 (keyboard); at the end a disabled 没有更多了.
 */
export function LoadMore({ hasMore, loading, pages, onLoad }: LoadMoreProps) {
  const { LL } = useI18nContext();
  const sentinel = useSentinel<HTMLDivElement>(
    () => {
      if (!loading) onLoad();
    },
    hasMore && !loading,
    pages,
  );
  return (
    <div ref={sentinel} className="mr-load-more">
      <BusyButton
        variant="outlined"
        disabled={!hasMore}
        loading={loading}
        text={hasMore ? LL.common.loadMore() : LL.common.noMore()}
        onClick={onLoad}
      />
    </div>
  );
}
