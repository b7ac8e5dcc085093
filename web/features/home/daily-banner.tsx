import { Button, Classes } from "@blueprintjs/core";
import { PlusIcon } from "@blueprintjs/icons";
import { useQuery } from "@tanstack/react-query";
import { type MouseEvent, useMemo, useState } from "react";
import {
  LoadFailure,
  type MediaItem,
  mediaTypeOf,
  ratingOf,
  SubscribeDialog,
  TitleStateBadge,
  useTitleStates,
} from "../../components/media-card";
import { StaticTag } from "../../components/static-tag";
import { useI18nContext } from "../../i18n/i18n-react";
import { mediaImage } from "../../lib/media-image";
import { type DailyMedia, dailyMediaQueryOptions } from "./api/daily-media";
import { lunarDate, monthAndWeekday } from "./calendar";

function asItem(daily: DailyMedia): MediaItem {
  const doubanId = String(daily.doubanId);
  return {
    key: `douban:${doubanId}`,
    doubanId,
    type: mediaTypeOf(daily.mediaType),
    title: daily.title,
    year: daily.releaseYear,
    rating: ratingOf(daily.rating),
    status: null,
    url: daily.url,
  };
}

/**
 * The day's title: its backdrop, today's date (with the lunar date), the
 * title (to Douban), 豆瓣评分 and a comment. A click anywhere on it, or 订阅,
 * opens the subscribe dialog, unless the user already asked for it (or has
 * it): then its state shows instead of 订阅.
 */
export function DailyBanner({ now = new Date() }: { now?: Date }) {
  const { LL, locale } = useI18nContext();
  const t = LL.discover.home;
  const daily = useQuery(dailyMediaQueryOptions());
  const [subscribing, setSubscribing] = useState(false);
  const { month, weekday } = monthAndWeekday(now, locale);
  const lunar = lunarDate(now);
  const item = useMemo(() => daily.data && asItem(daily.data), [daily.data]);
  const state = useTitleStates(item && [item])
    .values()
    .next().value;

  if (daily.isError)
    return <LoadFailure error={daily.error} onRetry={() => void daily.refetch()} />;
  if (!daily.data) {
    return (
      <div
        className={`mr-daily ${Classes.SKELETON}`}
        role="status"
        aria-label={LL.common.loading()}
      />
    );
  }
  const rating = ratingOf(daily.data.rating);
  const background = mediaImage(daily.data.backgroundUrl);

  // Links and buttons inside keep their own meaning; elsewhere a click subscribes.
  const onBannerClick = (event: MouseEvent) => {
    if (state || (event.target as HTMLElement).closest("a, button")) return;
    setSubscribing(true);
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the 订阅 button is the keyboard's way in
    <section className="mr-daily" aria-label={t.daily()} onClick={onBannerClick}>
      {background && <img className="mr-daily-bg" src={background} alt="" decoding="async" />}
      <div className="mr-daily-date">
        <span className="mr-daily-day">{now.getDate()}</span>
        <span>{t.monthWeekday({ month, weekday })}</span>
        {lunar && <span>{t.lunar({ date: lunar })}</span>}
      </div>
      <div className="mr-daily-info">
        <div className="mr-daily-head">
          {daily.data.url ? (
            <a className="mr-daily-title" href={daily.data.url} target="_blank" rel="noreferrer">
              {daily.data.title}
            </a>
          ) : (
            <span className="mr-daily-title">{daily.data.title}</span>
          )}
          {rating !== null && (
            <StaticTag filled intent="success">
              {t.doubanRating({ rating: rating.toFixed(1) })}
            </StaticTag>
          )}
        </div>
        {daily.data.comment && (
          <p className="mr-daily-comment mr-line-clamp">{daily.data.comment}</p>
        )}
      </div>
      {state ? (
        <span className="mr-daily-subscribe">
          <TitleStateBadge state={state} />
        </span>
      ) : (
        <Button
          className="mr-daily-subscribe"
          icon={<PlusIcon />}
          intent="primary"
          text={LL.discover.card.subscribe()}
          aria-label={t.subscribeDaily({ title: daily.data.title })}
          onClick={() => setSubscribing(true)}
        />
      )}
      {subscribing && item && <SubscribeDialog item={item} onClose={() => setSubscribing(false)} />}
    </section>
  );
}
