import { H2 } from "@blueprintjs/core";
import { useInfiniteQuery } from "@tanstack/react-query";
import { type ReactNode, useDeferredValue, useId, useMemo } from "react";
import { LoadMore } from "../../components/load-more";
import { identityOf, LoadFailure, useTitleStates } from "../../components/media-card";
import { useI18nContext } from "../../i18n/i18n-react";
import { useSlices } from "../../lib/use-slices";
import { suggestionQueryOptions } from "./api/douban-suggestion";
import { asItem, FeedItem, FeedItemSkeleton } from "./feed-item";

const SKELETONS = Array.from({ length: 10 }, (_, i) => i);
/** Items rendered at once: the first page (20). Later pages come in as idle slices. */
const FIRST_ITEMS = 20;

/**
 * 推荐: pages of douban_suggestion, the next one loading as the end comes into
 * view. A next page renders as an idle slice (lib/use-slices.ts) and the
 * titles' states in the background, so neither is one long task; an item
 * already shown is not rendered again (FeedItem is memoized). The sentinel
 * waits for the slices, so a page still coming in asks for no further one.
 */
export function SuggestionFeed() {
  const { LL } = useI18nContext();
  const headingId = useId();
  const feed = useInfiniteQuery(suggestionQueryOptions());
  const items = useMemo(() => feed.data?.pages.flatMap((page) => page.items), [feed.data]);
  const cards = useMemo(() => items?.map(asItem), [items]);
  // Asked page by page: each new page asks for its own titles only.
  const states = useDeferredValue(useTitleStates(cards, feed.data?.pages[0]?.items.length));
  const shown = useSlices(items?.length ?? 0, FIRST_ITEMS);

  let body: ReactNode;
  if (feed.isError && !items) {
    body = <LoadFailure error={feed.error} onRetry={() => void feed.refetch()} />;
  } else if (!items) {
    body = (
      // A list may not be a status region: the region wraps the skeleton list.
      <div role="status" aria-label={LL.common.loading()}>
        <ul className="mr-feed" aria-hidden="true">
          {SKELETONS.map((n) => (
            <FeedItemSkeleton key={n} />
          ))}
        </ul>
      </div>
    );
  } else {
    body = (
      <>
        <ul className="mr-feed" aria-labelledby={headingId}>
          {items.slice(0, shown).map((s, i) => {
            const item = cards?.[i] ?? asItem(s);
            return (
              <FeedItem
                key={item.key}
                suggestion={s}
                item={item}
                state={states.get(identityOf(item))}
              />
            );
          })}
        </ul>
        <LoadMore
          hasMore={feed.hasNextPage}
          loading={feed.isFetchingNextPage || shown < items.length}
          pages={feed.data?.pages.length ?? 0}
          onLoad={() => void feed.fetchNextPage()}
        />
      </>
    );
  }

  return (
    <section className="mr-feed-section" aria-labelledby={headingId}>
      <H2 id={headingId} className="mr-feed-heading">
        {LL.discover.home.feed()}
      </H2>
      {body}
    </section>
  );
}
