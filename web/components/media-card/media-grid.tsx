import { Classes, Spinner } from "@blueprintjs/core";
import { type ReactNode, useDeferredValue } from "react";
import { useI18nContext } from "../../i18n/i18n-react";
import { useSlices } from "../../lib/use-slices";
import { LoadFailure } from "./load-failure";
import { MediaCard } from "./media-card";
import { useTitleStates } from "./title-states";
import { identityOf, type MediaItem } from "./types";

export type MediaListState = {
  items: MediaItem[] | undefined;
  isLoading: boolean;
  error?: unknown;
  onRetry?: () => void;
};

export type MediaGridProps = MediaListState & {
  /** Names the list for screen readers. */
  label: string;
  showLog?: boolean;
};

/**
 * What a grid shows instead of its cards: the failure, a spinner while
 * loading, 暂无数据 when empty; null once there are cards.
 */
export function useGridState({
  items,
  isLoading,
  error,
  onRetry,
}: MediaListState): ReactNode | null {
  const { LL } = useI18nContext();
  if (error) return <LoadFailure error={error} onRetry={onRetry} />;
  if (isLoading || !items) {
    return (
      <div className="mr-media-state" role="status" aria-label={LL.common.loading()}>
        <Spinner size={32} />
      </div>
    );
  }
  if (items.length === 0) {
    return <p className={`mr-media-state ${Classes.TEXT_MUTED}`}>{LL.discover.grid.empty()}</p>;
  }
  return null;
}

/**
 * §S2 ListView: poster cards in as many 159 px columns as fit; a spinner while
 * loading, 暂无数据 when empty. Cards off screen are skipped by the browser's
 * layout and paint (content-visibility), so 250 posters scroll smoothly; and
 * beyond the first screenful they render in idle slices (lib/use-slices.ts),
 * so rendering 250 cards is never one long task; a card already shown is not
 * rendered again for the next slice (MediaCard is memoized). A list that grows page by
 * page into the thousands is a VirtualMediaGrid instead.
 */
export function MediaGrid(props: MediaGridProps) {
  const { items, label, showLog } = props;
  const shown = useSlices(items?.length ?? 0);
  // The states' answer re-renders the cards it changes: in the background,
  // as a slice is (useSlices), never as one long task.
  const states = useDeferredValue(useTitleStates(items));
  const instead = useGridState(props);
  if (instead !== null || !items) return instead;
  return (
    <ul className="mr-media-grid" aria-label={label}>
      {items.slice(0, shown).map((item) => (
        <li key={item.key}>
          <MediaCard item={item} showLog={showLog} state={states.get(identityOf(item))} />
        </li>
      ))}
    </ul>
  );
}
