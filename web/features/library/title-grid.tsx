import { Classes, Tag } from "@blueprintjs/core";
import { type RefObject, useLayoutEffect, useState } from "react";
import { useI18nContext } from "../../i18n/i18n-react";
import { mediaImage } from "../../lib/media-image";
import { useMediaQuery } from "../../lib/use-media-query";
import type { LibraryTitle } from "./api/get-titles";
import { usePageRows } from "./use-page-rows";

type Props = {
  items: LibraryTitle[];
  onOpen: (id: number) => void;
};

/** Card width floor and gap (library.css): 140 and 16 px, 104 and 12 px on phones. */
const WIDE = { min: 140, gap: 16 };
const NARROW = { min: 104, gap: 12 };

/** As many columns as cards of the floor width fit in `width`. */
export function columnsFor(width: number, narrow: boolean): number {
  const { min, gap } = narrow ? NARROW : WIDE;
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

function Card({ item, onOpen }: { item: LibraryTitle; onOpen: (id: number) => void }) {
  const { LL } = useI18nContext();
  const t = LL.libraryScreen;
  return (
    <button type="button" className="mr-library-card" onClick={() => onOpen(item.id)}>
      {item.poster ? (
        <img src={mediaImage(item.poster)} alt="" loading="lazy" className="mr-library-poster" />
      ) : (
        <span className="mr-library-poster mr-library-noposter" aria-hidden />
      )}
      <span className="mr-library-name">{item.name}</span>
      <span className={`mr-library-meta ${Classes.TEXT_MUTED}`}>
        {[
          item.year || "",
          item.type === "TV" ? t.filters.tv() : t.filters.movie(),
          ...item.qualities,
        ]
          .filter(Boolean)
          .join(" · ")}
      </span>
      {item.subs === 0 && (
        <Tag minimal intent="warning" className="mr-library-flag">
          {t.subs.no()}
        </Tag>
      )}
    </button>
  );
}

/**
 * Posters in as many columns as fit, virtualized by rows of cards: only the
 * rows near the viewport are in the DOM, so 10,000 titles scroll smoothly.
 * The list stays a CSS grid (cards of a row share its height; the first card
 * of each row is measured), with empty full-width items standing in for the
 * rows not rendered. A card's name is its visible text (name, year, type,
 * quality), as axe's label-content-name-mismatch asks.
 */
export function TitleGrid({ items, onOpen }: Props) {
  const { LL } = useI18nContext();
  const narrow = useMediaQuery("(max-width: 480px)");
  const [width, setWidth] = useState(0);
  const columns = columnsFor(width, narrow);
  const { gap } = narrow ? NARROW : WIDE;
  const cardWidth = (width - (columns - 1) * gap) / columns;
  const { ref, virtualizer, rows, before, after, focusProps } = usePageRows<HTMLUListElement>({
    count: Math.ceil(items.length / columns),
    // Poster (2:3), name and meta lines, and the gap below.
    estimateSize: () => Math.max(cardWidth, 0) * 1.5 + 44 + gap,
    getItemKey: (row) => `${columns}:${items[row * columns]?.id ?? row}`,
  });
  useWidth(ref, setWidth);
  const spacer = (key: string, height: number) => (
    <li key={key} aria-hidden className="mr-library-spacer" style={{ height }} />
  );
  return (
    <ul
      ref={ref}
      className="mr-library-grid"
      aria-label={LL.routes.mediaLibrary()}
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
              key={item.id}
              data-row={row.index}
              data-index={i === 0 ? row.index : undefined}
              ref={i === 0 ? virtualizer.measureElement : undefined}
              aria-setsize={items.length}
              aria-posinset={row.index * columns + i + 1}
            >
              <Card item={item} onOpen={onOpen} />
            </li>
          )),
        ];
      })}
      {after > 0.5 && spacer("after", after)}
    </ul>
  );
}
