import { Classes, Spinner } from "@blueprintjs/core";
import { useI18nContext } from "../../i18n/i18n-react";
import { useSlices } from "../../lib/use-slices";
import { VirtualGrid } from "../virtual-grid";
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
  /**
   * Render only the rows near the viewport (components/virtual-grid.tsx):
   * for lists that grow page by page into the thousands (my subscriptions).
   */
  virtual?: boolean;
  /** A list that grows page by page: its page size, so each page's card states are asked once. */
  pageSize?: number;
};

/** Card width floor and gap (media-card.css): 159 and 16 px, 140 and 12 px below 600 px. */
const WIDE = { min: 159, gap: 16 };
const NARROW = { min: 140, gap: 12 };

/**
 * §S2 ListView: poster cards in as many 159 px columns as fit; a spinner while
 * loading, 暂无数据 when empty. Cards off screen are skipped by the browser's
 * layout and paint (content-visibility), so 250 posters scroll smoothly; and
 * beyond the first screenful they render in idle slices (lib/use-slices.ts),
 * so rendering 250 cards is never one long task.
 */
export function MediaGrid({
  items,
  isLoading,
  error,
  onRetry,
  label,
  showLog,
  virtual,
  pageSize,
}: MediaGridProps) {
  const { LL } = useI18nContext();
  const shown = useSlices(virtual ? 0 : (items?.length ?? 0));
  const states = useTitleStates(items, pageSize);
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
  if (virtual) {
    return (
      <VirtualGrid
        items={items}
        keyOf={(item) => item.key}
        render={(item) => (
          <MediaCard item={item} showLog={showLog} state={states.get(identityOf(item))} />
        )}
        label={label}
        className="mr-media-grid mr-media-grid-virtual"
        spacerClassName="mr-media-grid-spacer"
        wide={WIDE}
        narrow={NARROW}
        narrowQuery="(max-width: 599px)"
        // The title and its line below.
        textHeight={48}
      />
    );
  }
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
