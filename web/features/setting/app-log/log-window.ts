// The maths of the windowed log list. Long lines wrap, so rows differ in
// height: each row's top is a prefix sum of the heights before it (measured
// once a row was on screen, estimated from its length before), the rows in
// view follow from the scroll offset by a binary search, and only those (plus
// a few on either side, so fast scrolling shows no blank) are in the DOM.

/** The height of one line of text (CSS line-height of a row). */
export const ROW_HEIGHT = 20;
export const OVERSCAN_ROWS = 12;
/** Within this many pixels of an edge counts as at the edge (zoom rounding). */
export const EDGE_SLACK = 4;

/** The top of each row: offsets[p] for row p, offsets[count] the height of all rows. */
export type RowOffsets = Float64Array;

/** Prefix sums of the rows' heights. */
export function rowOffsets(count: number, heightOf: (position: number) => number): RowOffsets {
  const offsets = new Float64Array(count + 1);
  for (let p = 0; p < count; p++) offsets[p + 1] = (offsets[p] ?? 0) + heightOf(p);
  return offsets;
}

/** The row at pixel `y`: the last row whose top is at or above it. */
export function rowAt(offsets: RowOffsets, y: number): number {
  const count = offsets.length - 1;
  let lo = 0;
  let hi = count;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((offsets[mid] ?? 0) <= y) lo = mid;
    else hi = mid - 1;
  }
  return Math.min(lo, Math.max(0, count - 1));
}

export type WindowInput = {
  scrollTop: number;
  viewportHeight: number;
  offsets: RowOffsets;
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
  const { offsets } = input;
  const count = offsets.length - 1;
  const overscan = input.overscan ?? OVERSCAN_ROWS;
  const totalHeight = offsets[count] ?? 0;
  if (count === 0) return { start: 0, end: 0, offset: 0, totalHeight };
  const top = Math.max(0, input.scrollTop);
  const first = rowAt(offsets, top);
  const last = rowAt(offsets, top + Math.max(0, input.viewportHeight));
  const start = Math.max(0, first - overscan);
  const end = Math.min(count, last + 1 + overscan);
  return { start, end: Math.max(start, end), offset: offsets[start] ?? 0, totalHeight };
}

/** Chars of a monospace line that fit in `width` px of a row (12px font, 21px of padding and edge). */
export function charsPerLine(width: number): number {
  return Math.max(1, Math.floor((width - 24) / 7.2));
}

/**
 * A row's height before it was measured: the lines its text wraps to at
 * `perLine` chars a line (CJK and other wide characters count two).
 */
export function estimateHeight(text: string, perLine: number): number {
  let cols = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xdc00 && c <= 0xdfff) continue; // the second half of a surrogate pair
    cols += c >= 0x1100 ? 2 : 1;
  }
  return Math.max(1, Math.ceil(cols / perLine)) * ROW_HEIGHT;
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
export function scrollTopFor(row: number, box: ScrollBox, offsets: RowOffsets): number {
  const top = offsets[row] ?? 0;
  const height = (offsets[row + 1] ?? top) - top;
  if (top >= box.scrollTop && top + height <= box.scrollTop + box.clientHeight) {
    return box.scrollTop;
  }
  const centred = top - (box.clientHeight - Math.min(height, box.clientHeight)) / 2;
  const max = Math.max(0, box.scrollHeight - box.clientHeight);
  return Math.min(max, Math.max(0, Math.round(centred)));
}
