// The maths of the windowed log list: every row has the same height, so the
// rows in view follow from the scroll offset alone and only those (plus a few
// on either side, so fast scrolling shows no blank) are in the DOM.

export const ROW_HEIGHT = 20;
export const OVERSCAN_ROWS = 12;
/** Within this many pixels of an edge counts as at the edge (zoom rounding). */
export const EDGE_SLACK = 4;

export type WindowInput = {
  scrollTop: number;
  viewportHeight: number;
  count: number;
  rowHeight?: number;
  overscan?: number;
};

export type WindowRange = {
  /** First row rendered. */
  start: number;
  /** One past the last row rendered. */
  end: number;
  /** Pixel offset of row `start`. */
  offset: number;
  /** Height of all rows: the scrollable extent. */
  totalHeight: number;
};

export function windowRange(input: WindowInput): WindowRange {
  const { scrollTop, viewportHeight, count } = input;
  const rowHeight = input.rowHeight ?? ROW_HEIGHT;
  const overscan = input.overscan ?? OVERSCAN_ROWS;
  const top = Math.max(0, scrollTop);
  const first = Math.floor(top / rowHeight);
  const lastVisible = Math.ceil((top + Math.max(0, viewportHeight)) / rowHeight);
  const start = Math.min(count, Math.max(0, first - overscan));
  const end = Math.min(count, lastVisible + overscan);
  return {
    start,
    end: Math.max(start, end),
    offset: start * rowHeight,
    totalHeight: count * rowHeight,
  };
}

export type ScrollBox = { scrollTop: number; clientHeight: number; scrollHeight: number };

export function isAtTop(box: ScrollBox): boolean {
  return box.scrollTop <= EDGE_SLACK;
}

export function isAtBottom(box: ScrollBox): boolean {
  return box.scrollHeight - box.clientHeight - box.scrollTop <= EDGE_SLACK;
}

/**
 * The scroll offset that shows `row`: unchanged when it is fully in view,
 * else the row centred (search results keep their context on both sides).
 */
export function scrollTopFor(row: number, box: ScrollBox, rowHeight = ROW_HEIGHT): number {
  const top = row * rowHeight;
  if (top >= box.scrollTop && top + rowHeight <= box.scrollTop + box.clientHeight) {
    return box.scrollTop;
  }
  const centred = top - (box.clientHeight - rowHeight) / 2;
  const max = Math.max(0, box.scrollHeight - box.clientHeight);
  return Math.min(max, Math.max(0, Math.round(centred)));
}
