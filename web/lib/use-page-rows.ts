import {
  defaultRangeExtractor,
  useWindowVirtualizer,
  type VirtualItem,
} from "@tanstack/react-virtual";
import { type FocusEvent, useLayoutEffect, useRef, useState } from "react";

type Options = {
  count: number;
  estimateSize: (index: number) => number;
  getItemKey: (index: number) => string | number;
};

/**
 * Rows of a long list (the library's views, components/virtual-grid.tsx),
 * virtualized against the window's scroll (the shell scrolls the page, as
 * torrent-list does): only the rows near the viewport are in the DOM. The row holding focus stays rendered even when
 * scrolled far away, so keyboard focus is never dropped; Tab reaches the
 * next row because the overscan keeps the rows beside the viewport in.
 */
export function usePageRows<T extends HTMLElement>({ count, estimateSize, getItemKey }: Options) {
  const ref = useRef<T>(null);
  const [offset, setOffset] = useState(0);
  // The filter bar and notices above may change height: keep the offset current.
  useLayoutEffect(() => {
    const top = ref.current ? ref.current.getBoundingClientRect().top + window.scrollY : 0;
    if (Math.abs(top - offset) > 1) setOffset(top);
  });
  const focused = useRef<number | null>(null);
  const virtualizer = useWindowVirtualizer<HTMLElement>({
    count,
    estimateSize,
    getItemKey,
    overscan: 4,
    scrollMargin: offset,
    rangeExtractor: (range) => {
      const rows = defaultRangeExtractor(range);
      const f = focused.current;
      if (f === null || f >= range.count || rows.includes(f)) return rows;
      return [...rows, f].sort((a, b) => a - b);
    },
  });
  const focusProps = {
    onFocus: (event: FocusEvent<HTMLElement>) => {
      const row = (event.target as Element).closest("[data-row]");
      focused.current = row ? Number(row.getAttribute("data-row")) : null;
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) focused.current = null;
    },
  };
  const rows = virtualizer.getVirtualItems();
  return {
    ref,
    virtualizer,
    rows,
    focusProps,
    ...spacing(rows, offset, virtualizer.getTotalSize()),
  };
}

/**
 * The empty heights the DOM needs around the rendered rows: before a row
 * (the top, or a jump to the kept focused row) and after the last one.
 */
export function spacing(rows: VirtualItem[], margin: number, total: number) {
  const before = new Map<number, number>();
  let end = margin;
  for (const row of rows) {
    if (row.start - end > 0.5) before.set(row.index, row.start - end);
    end = row.end;
  }
  return { before, after: Math.max(0, margin + total - end) };
}
