import { Button, Classes } from "@blueprintjs/core";
import { useAtomValue } from "jotai";
import { memo, useId, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { useI18nContext } from "../../i18n/i18n-react";
import { mediaImage } from "../../lib/media-image";
import { paths } from "../../lib/paths";
import { isAdminAtom } from "../../state/auth";
import { touchModeAtom } from "../../state/touch-mode";
import { BusyButton } from "../busy-button";
import { LinkButton } from "../link-button";
import { approveSub, refuseSub } from "./api/manage-sub";
import type { TitleState } from "./api/title-states";
import { titleWithYear, yearText } from "./labels";
import { DeleteSubDialog, FilterDialog, SubLogDialog, SubscribeDialog } from "./lazy-dialogs";
import { RatingStars } from "./rating-stars";
import { StatusIcon } from "./status-icon";
import { useLiveItem } from "./subscription-state";
import { TitleStateBadge } from "./title-state-badge";
import { shownState } from "./title-states";
import { detailHref, type MediaItem } from "./types";
import { useSubAction } from "./use-sub-action";
import "./media-card.css";

export type MediaCardProps = {
  item: MediaItem;
  /** Offer 全息日志 for subscribed titles (the subscription lists do). */
  showLog?: boolean;
  /** The title's state for the signed-in user, asked once per grid (useTitleStates). */
  state?: TitleState | undefined;
};

type Open = "subscribe" | "delete" | "log" | "filter" | null;

/**
 * §S2 poster card: a 2:3 poster (lazy, its box sized before it loads), the type
 * pill and status icon, and on hover, focus or tap the actions for the title's
 * subscription status; under it "title(year)" linking to /media/detail and the
 * rating. Memoized: a grid renders again for each slice and each answer, and
 * a card whose item and state are the same need not.
 */
export const MediaCard = memo(function MediaCard({
  item: given,
  showLog = false,
  state,
}: MediaCardProps) {
  const { LL } = useI18nContext();
  const t = LL.discover.card;
  const item = useLiveItem(given);
  const touch = useAtomValue(touchModeAtom);
  const [revealed, setRevealed] = useState(false);
  const [open, setOpen] = useState<Open>(null);
  const action = useSubAction();
  const titleId = useId();
  const poster = mediaImage(item.posterUrl);
  const { status, subId } = item;
  // Only an admin reviews a request; the requester sees its status.
  const admin = useAtomValue(isAdminAtom);
  const label = titleWithYear(LL, item);
  // The title page's breadcrumb names the screen the card was opened from.
  const [location] = useLocation();
  const search = useSearch();
  const from = search ? `${location}?${search}` : location;

  const approve = () => subId && void action.run(item, () => approveSub(subId), 0);
  const refuse = () => subId && void action.run(item, () => refuseSub(subId), null);

  return (
    <article
      className={`mr-media-card${touch ? "" : " mr-hover"}${revealed ? " is-revealed" : ""}`}
      aria-labelledby={titleId}
    >
      {/* A tap shows the actions on touch screens; keyboard users reach them by Tab (focus shows them). */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: tap-only reveal, the buttons inside are the controls */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: focus already reveals the overlay */}
      <div className="mr-media-poster" onClick={touch ? () => setRevealed((r) => !r) : undefined}>
        {poster ? (
          <img src={poster} alt="" loading="lazy" decoding="async" draggable={false} />
        ) : (
          <div className="mr-media-poster-fallback" aria-hidden="true" />
        )}
        <div className="mr-media-topbar">
          <span className={`mr-type-pill mr-type-${item.type}`}>
            {LL.discover.type[item.type]()}
          </span>
          <span className="mr-media-topbar-end">
            <TitleStateBadge state={shownState(state, status)} />
            <StatusIcon status={status} />
          </span>
        </div>
        <div className="mr-media-overlay">
          <span className="mr-media-overlay-year">{yearText(LL, item)}</span>
          <span className="mr-media-overlay-title">{item.title}</span>
          {status === 3 && <span className="mr-media-overlay-note">{t.awaitingApproval()}</span>}
          <div className="mr-media-actions">
            {status === null && (
              <Button
                size="small"
                intent="primary"
                text={t.subscribe()}
                onMouseEnter={SubscribeDialog.preload}
                onFocus={SubscribeDialog.preload}
                onClick={() => setOpen("subscribe")}
              />
            )}
            {status === 3 && admin && subId !== undefined && (
              <>
                <BusyButton
                  size="small"
                  intent="success"
                  text={t.approve()}
                  loading={action.busy}
                  onClick={approve}
                />
                <Button size="small" text={t.refuse()} disabled={action.busy} onClick={refuse} />
              </>
            )}
            {status !== null && status !== 3 && showLog && subId !== undefined && (
              <Button size="small" text={t.log()} onClick={() => setOpen("log")} />
            )}
            {status !== null && status !== 3 && subId !== undefined && !item.seasons && (
              <Button
                size="small"
                text={status === 1 ? t.reVersion() : t.filter()}
                onClick={() => setOpen("filter")}
              />
            )}
            {status !== null && subId !== undefined && (
              <LinkButton href={`${paths.subscribe.detail}?id=${subId}`} size="small">
                {t.detail()}
              </LinkButton>
            )}
            {status !== null && status !== 3 && (
              <Button size="small" text={t.remove()} onClick={() => setOpen("delete")} />
            )}
          </div>
        </div>
      </div>
      <Link href={detailHref(item, from)} id={titleId} className="mr-media-title" title={label}>
        {label}
      </Link>
      <RatingStars rating={item.rating} />
      {open === "subscribe" && <SubscribeDialog item={item} onClose={() => setOpen(null)} />}
      {open === "delete" && <DeleteSubDialog item={item} onClose={() => setOpen(null)} />}
      {open === "filter" && <FilterDialog item={item} onClose={() => setOpen(null)} />}
      {open === "log" && subId !== undefined && (
        <SubLogDialog title={item.title} subId={subId} onClose={() => setOpen(null)} />
      )}
    </article>
  );
});

/** A grey card of the same size, shown while a list loads. */
export function MediaCardPlaceholder() {
  return (
    <div className="mr-media-card mr-media-placeholder" aria-hidden="true">
      <div className={`mr-media-poster ${Classes.SKELETON}`} />
      <div className={`mr-media-title ${Classes.SKELETON}`}>&nbsp;</div>
      <div className={`mr-rating ${Classes.SKELETON}`}>&nbsp;</div>
    </div>
  );
}
