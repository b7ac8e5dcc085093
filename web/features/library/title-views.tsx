import { Classes, HTMLTable, Tag } from "@blueprintjs/core";
import { useI18nContext } from "../../i18n/i18n-react";
import { mediaImage } from "../../lib/media-image";
import { useSlices } from "../../lib/use-slices";
import type { LibraryTitle } from "./api/get-titles";

type Props = {
  items: LibraryTitle[];
  onOpen: (id: number) => void;
};

/** The 字幕 cell: 有字幕, 缺字幕 (stands out) or 未知. */
function SubsTag({ subs }: { subs: LibraryTitle["subs"] }) {
  const { LL } = useI18nContext();
  const t = LL.libraryScreen.subs;
  if (subs === 1) return <Tag minimal>{t.yes()}</Tag>;
  // Bold body text, not the warning tag nor the muted grey: their colours
  // fail contrast on the striped rows (axe, in both themes).
  if (subs === 0) return <strong>{t.no()}</strong>;
  return <span>{t.unknown()}</span>;
}

function sourceOf(item: LibraryTitle): string {
  return [...item.servers, ...item.sites].join(" · ");
}

/**
 * A card's name is its visible text (name, year, type, quality), as axe's
 * label-content-name-mismatch asks.
 * Posters in as many columns as fit. Cards render in idle slices
 * (lib/use-slices) and the browser skips those off screen
 * (content-visibility), so thousands of loaded titles scroll smoothly.
 */
export function TitleGrid({ items, onOpen }: Props) {
  const { LL } = useI18nContext();
  const t = LL.libraryScreen;
  const shown = useSlices(items.length);
  return (
    <ul className="mr-library-grid" aria-label={LL.routes.mediaLibrary()}>
      {items.slice(0, shown).map((item) => (
        <li key={item.id}>
          <button type="button" className="mr-library-card" onClick={() => onOpen(item.id)}>
            {item.poster ? (
              <img
                src={mediaImage(item.poster)}
                alt=""
                loading="lazy"
                className="mr-library-poster"
              />
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
        </li>
      ))}
    </ul>
  );
}

/** One row per title; the name opens its details. Rows render in idle slices like the grid. */
export function TitleTable({ items, onOpen }: Props) {
  const { LL } = useI18nContext();
  const t = LL.libraryScreen;
  const c = t.columns;
  const shown = useSlices(items.length, 60, 60);
  return (
    <div className="mr-library-table-wrap">
      <HTMLTable compact striped className="mr-library-table">
        <thead>
          <tr>
            <th scope="col">{c.name()}</th>
            <th scope="col">{c.type()}</th>
            <th scope="col">{c.year()}</th>
            <th scope="col">{c.quality()}</th>
            <th scope="col">{c.subs()}</th>
            <th scope="col">{c.source()}</th>
            <th scope="col">{c.versions()}</th>
          </tr>
        </thead>
        <tbody>
          {items.slice(0, shown).map((item) => (
            <tr key={item.id}>
              <th scope="row">
                <button
                  type="button"
                  className="mr-library-link"
                  aria-label={t.open({ name: item.name })}
                  onClick={() => onOpen(item.id)}
                >
                  {item.name}
                </button>
              </th>
              <td>{item.type === "TV" ? t.filters.tv() : t.filters.movie()}</td>
              <td>{item.year || ""}</td>
              <td>{item.qualities.join(" · ")}</td>
              <td>
                <SubsTag subs={item.subs} />
              </td>
              <td>{sourceOf(item)}</td>
              <td>{item.versions}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
