import { Button, Classes, H2 } from "@blueprintjs/core";
import { ChevronLeftIcon, ChevronRightIcon } from "@blueprintjs/icons";
import { type ReactNode, useId, useMemo, useRef } from "react";
import { useI18nContext } from "../../i18n/i18n-react";
import { LoadFailure } from "./load-failure";
import { MediaCard, MediaCardPlaceholder } from "./media-card";
import type { MediaListState } from "./media-grid";
import { useTitleStates } from "./title-states";
import { identityOf } from "./types";

export const SLIDER_MAX = 20;
const PLACEHOLDERS = Array.from({ length: 10 }, (_, i) => i);

export type MediaSliderProps = MediaListState & {
  title: string;
  /** Right-hand side of the header (e.g. a button for the whole row). */
  action?: ReactNode;
  showLog?: boolean;
};

/** §S2 MediaSlider: a titled row of up to 20 cards that scrolls sideways, with arrow buttons. */
export function MediaSlider(props: MediaSliderProps) {
  const { title, action, items, isLoading, error, onRetry, showLog } = props;
  const { LL } = useI18nContext();
  const track = useRef<HTMLUListElement>(null);
  const headingId = useId();
  const shownItems = useMemo(() => items?.slice(0, SLIDER_MAX), [items]);
  const states = useTitleStates(shownItems);

  const scroll = (direction: 1 | -1) => {
    const node = track.current;
    if (!node) return;
    node.scrollBy({ left: direction * node.clientWidth * 0.9, behavior: "smooth" });
  };

  let body: ReactNode;
  if (error) body = <LoadFailure error={error} onRetry={onRetry} />;
  else if (isLoading || !items) {
    body = (
      // A list may not be a status region: the region wraps the placeholder list.
      <div role="status" aria-label={LL.common.loading()}>
        <ul className="mr-media-slider-track" aria-hidden="true">
          {PLACEHOLDERS.map((n) => (
            <li key={n}>
              <MediaCardPlaceholder />
            </li>
          ))}
        </ul>
      </div>
    );
  } else if (items.length === 0) {
    body = <p className={Classes.TEXT_MUTED}>{LL.discover.grid.empty()}</p>;
  } else {
    body = (
      <ul className="mr-media-slider-track" ref={track} aria-labelledby={headingId}>
        {items.slice(0, SLIDER_MAX).map((item) => (
          <li key={item.key}>
            <MediaCard item={item} showLog={showLog} state={states.get(identityOf(item))} />
          </li>
        ))}
      </ul>
    );
  }

  const canScroll = !error && !isLoading && !!items && items.length > 0;
  return (
    <section className="mr-media-slider" aria-labelledby={headingId}>
      <div className="mr-media-slider-head">
        <H2 id={headingId}>{title}</H2>
        {action}
        {canScroll && (
          <>
            <Button
              variant="minimal"
              icon={<ChevronLeftIcon />}
              aria-label={LL.discover.slider.previous({ title })}
              onClick={() => scroll(-1)}
            />
            <Button
              variant="minimal"
              icon={<ChevronRightIcon />}
              aria-label={LL.discover.slider.next({ title })}
              onClick={() => scroll(1)}
            />
          </>
        )}
      </div>
      {body}
    </section>
  );
}
