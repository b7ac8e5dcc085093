import { Classes, Tag } from "@blueprintjs/core";
import { gridColumns, VirtualGrid } from "../../components/virtual-grid";
import { useI18nContext } from "../../i18n/i18n-react";
import { mediaImage } from "../../lib/media-image";
import type { LibraryTitle } from "./api/get-titles";

type Props = {
  items: LibraryTitle[];
  onOpen: (id: number) => void;
};

/** Card width floor and gap (library.css): 140 and 16 px, 104 and 12 px on phones. */
const WIDE = { min: 140, gap: 16 };
const NARROW = { min: 104, gap: 12 };

/** As many columns as cards of the floor width fit in `width`. */
export function columnsFor(width: number, narrow: boolean): number {
  return gridColumns(width, narrow ? NARROW : WIDE);
}

function Card({ item, onOpen }: { item: LibraryTitle; onOpen: (id: number) => void }) {
  const { LL } = useI18nContext();
  const t = LL.libraryScreen;
  return (
    <button
      type="button"
      className="mr-library-card mr-plain-button"
      onClick={() => onOpen(item.id)}
    >
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
 * Posters in as many columns as fit, virtualized by rows of cards
 * (components/virtual-grid.tsx), so 10,000 titles scroll smoothly. A card's
 * name is its visible text (name, year, type, quality), as axe's
 * label-content-name-mismatch asks.
 */
export function TitleGrid({ items, onOpen }: Props) {
  const { LL } = useI18nContext();
  return (
    <VirtualGrid
      items={items}
      keyOf={(item) => item.id}
      render={(item) => <Card item={item} onOpen={onOpen} />}
      label={LL.routes.mediaLibrary()}
      className="mr-library-grid"
      spacerClassName="mr-library-spacer"
      wide={WIDE}
      narrow={NARROW}
      narrowQuery="(max-width: 480px)"
      // The name and meta lines.
      textHeight={44}
    />
  );
}
