import { type ReactNode, type RefObject, useLayoutEffect, useState } from "react";
import { useMediaQuery } from "../lib/use-media-query";
import { usePageRows } from "../lib/use-page-rows";

/** A grid's card width floor and the gap between cards, in px. */
export type GridTrack = { min: number; gap: number };

/** As many columns as cards of the floor width fit in `width`. */
export function gridColumns(width: number, { min, gap }: GridTrack): number {
  return Math.max(1, Math.floor((width + gap) / (min + gap)));
}

/** Reports the list's content width, then again on each resize. */
function useWidth(ref: RefObject<HTMLElement | null>, setWidth: (width: number) => void) {
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    setWidth(node.clientWidth);
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => setWidth(node.clientWidth));
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref, setWidth]);
}

type Props<T> = {
  items: T[];
  keyOf: (item: T) => string | number;
  render: (item: T) => ReactNode;
  /** Names the list for screen readers. */
  label: string;
  /** The list's class: a CSS grid whose items carry the row gap as padding below. */
  className: string;
  /** The class of the empty full-width items standing in for rows not rendered. */
  spacerClassName: string;
  wide: GridTrack;
  narrow: GridTrack;
  /** When `narrow` applies (the stylesheet's breakpoint). */
  narrowQuery: string;
  /** A row's height beside its 2:3 poster: the text lines under it and the gap below. */
  textHeight: number;
};

/**
 * Poster cards in as many columns as fit, virtualized by rows of cards: only
 * the rows near the viewport are in the DOM, so thousands of cards scroll
 * smoothly. The list stays a CSS grid (cards of a row share its height; the
 * first card of each row is measured), with empty full-width items standing
 * in for the rows not rendered. The library's posters and the subscriptions
 * grid both are one.
 */
export function VirtualGrid<T>(props: Props<T>) {
  const { items, keyOf, render, label, className, spacerClassName, textHeight } = props;
  const narrow = useMediaQuery(props.narrowQuery);
  const track = narrow ? props.narrow : props.wide;
  const [width, setWidth] = useState(0);
  const columns = gridColumns(width, track);
  const cardWidth = (width - (columns - 1) * track.gap) / columns;
  const { ref, virtualizer, rows, before, after, focusProps } = usePageRows<HTMLUListElement>({
    count: Math.ceil(items.length / columns),
    estimateSize: () => Math.max(cardWidth, 0) * 1.5 + textHeight + track.gap,
    getItemKey: (row) => {
      const first = items[row * columns];
      return `${columns}:${first === undefined ? row : keyOf(first)}`;
    },
  });
  useWidth(ref, setWidth);
  const spacer = (key: string, height: number) => (
    <li key={key} aria-hidden className={spacerClassName} style={{ height }} />
  );
  return (
    <ul
      ref={ref}
      className={className}
      aria-label={label}
      style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
      {...focusProps}
    >
      {rows.flatMap((row) => {
        const gapBefore = before.get(row.index);
        const cards = items.slice(row.index * columns, (row.index + 1) * columns);
        return [
          ...(gapBefore ? [spacer(`gap-${row.index}`, gapBefore)] : []),
          ...cards.map((item, i) => (
            <li
              key={keyOf(item)}
              data-row={row.index}
              data-index={i === 0 ? row.index : undefined}
              ref={i === 0 ? virtualizer.measureElement : undefined}
              aria-setsize={items.length}
              aria-posinset={row.index * columns + i + 1}
            >
              {render(item)}
            </li>
          )),
        ];
      })}
      {after > 0.5 && spacer("after", after)}
    </ul>
  );
}
