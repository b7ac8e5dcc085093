import { VirtualGrid } from "../virtual-grid";
import { MediaCard } from "./media-card";
import { type MediaGridProps, useGridState } from "./media-grid";
import { useTitleStates } from "./title-states";
import { identityOf } from "./types";

/** Card width floor and gap (media-card.css): 159 and 16 px, 140 and 12 px below 600 px. */
const WIDE = { min: 159, gap: 16 };
const NARROW = { min: 140, gap: 12 };

type Props = MediaGridProps & {
  /** The list's page size: each page's card states are asked once. */
  pageSize: number;
};

/**
 * The poster grid of a list that grows page by page into the thousands (my
 * subscriptions): only the rows near the viewport are rendered
 * (components/virtual-grid.tsx). Imported by its screen alone (not through
 * the media-card index), so the virtualizer stays out of the other grids'
 * chunks.
 */
export function VirtualMediaGrid(props: Props) {
  const { items, label, showLog, pageSize } = props;
  const states = useTitleStates(items, pageSize);
  const instead = useGridState(props);
  if (instead !== null || !items) return instead;
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
