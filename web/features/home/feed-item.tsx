import { Button, Classes } from "@blueprintjs/core";
import { PlusIcon } from "@blueprintjs/icons";
import { memo, useState } from "react";
import { Link } from "wouter";
import { LazyTooltip } from "../../components/lazy-tooltip";
import {
  detailHref,
  type MediaItem,
  mediaTypeOf,
  RatingStars,
  ratingOf,
  SubscribeDialog,
  type TitleState,
  TitleStateBadge,
} from "../../components/media-card";
import { useI18nContext } from "../../i18n/i18n-react";
import { mediaImage } from "../../lib/media-image";
import { paths } from "../../lib/paths";
import type { Suggestion } from "./api/douban-suggestion";

// One MediaItem per suggestion: a next page leaves the shown items' props as they were.
const items = new WeakMap<Suggestion, MediaItem>();

export function asItem(s: Suggestion): MediaItem {
  let item = items.get(s);
  if (!item) {
    item = toItem(s);
    items.set(s, item);
  }
  return item;
}

function toItem(s: Suggestion): MediaItem {
  const doubanId = String(s.id);
  return {
    key: `douban:${doubanId}`,
    doubanId,
    type: mediaTypeOf(s.subtype),
    title: s.title,
    year: s.year,
    posterUrl: s.poster_url,
    rating: ratingOf(s.rating?.value),
    status: null,
    url: s.url,
  };
}

/**
 * One title of the 推荐 feed: poster and title (to /media/detail), +订阅,
 * subtitle, stars, reason. A title the user already asked for (or has)
 * shows its state instead of +: 等待批准 rather than a second request.
 */
export const FeedItem = memo(function FeedItem({
  suggestion,
  item,
  state,
}: {
  suggestion: Suggestion;
  item: MediaItem;
  state: TitleState | undefined;
}) {
  const { LL } = useI18nContext();
  const [subscribing, setSubscribing] = useState(false);
  const [subscribed, setSubscribed] = useState(false);
  const href = detailHref(item, paths.home);
  const poster = mediaImage(item.posterUrl);
  return (
    <li className="mr-feed-item">
      <Link href={href} className="mr-feed-poster mr-poster-box" tabIndex={-1} aria-hidden="true">
        {poster && <img src={poster} alt="" loading="lazy" decoding="async" />}
      </Link>
      <div className="mr-feed-body">
        <div className="mr-feed-head">
          <Link href={href} className="mr-feed-title">
            {item.title}
          </Link>
          <TitleStateBadge state={state} />
          {!state && !subscribed && (
            <LazyTooltip content={LL.discover.card.subscribe()}>
              <Button
                variant="minimal"
                size="small"
                icon={<PlusIcon />}
                aria-label={LL.discover.home.subscribeDaily({ title: item.title })}
                onClick={() => setSubscribing(true)}
              />
            </LazyTooltip>
          )}
        </div>
        {suggestion.card_subtitle && (
          <p className="mr-feed-subtitle mr-line-clamp">{suggestion.card_subtitle}</p>
        )}
        <RatingStars rating={item.rating} />
        {suggestion.recommended_reason && (
          <p className="mr-feed-reason mr-line-clamp">{suggestion.recommended_reason}</p>
        )}
      </div>
      {subscribing && (
        <SubscribeDialog
          item={item}
          onClose={() => setSubscribing(false)}
          onSubscribed={() => setSubscribed(true)}
        />
      )}
    </li>
  );
});

/** A grey item of the same size while the first page loads. */
export function FeedItemSkeleton() {
  return (
    <li className="mr-feed-item" aria-hidden="true">
      <div className={`mr-feed-poster mr-poster-box ${Classes.SKELETON}`} />
      <div className="mr-feed-body">
        <div className={`mr-feed-title ${Classes.SKELETON}`}>&nbsp;</div>
        <div className={`mr-feed-subtitle mr-line-clamp ${Classes.SKELETON}`}>&nbsp;</div>
      </div>
    </li>
  );
}
