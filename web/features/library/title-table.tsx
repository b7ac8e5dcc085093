import { HTMLTable, Tag } from "@blueprintjs/core";
import { useI18nContext } from "../../i18n/i18n-react";
import { usePageRows } from "../../lib/use-page-rows";
import type { LibraryTitle } from "./api/get-titles";

type Props = {
  items: LibraryTitle[];
  onOpen: (id: number) => void;
};

const COLUMNS = 7;

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

/** An aria-hidden row as tall as the rows not rendered there. */
function Spacer({ height }: { height: number }) {
  return (
    <tr aria-hidden className="mr-library-spacer">
      <td colSpan={COLUMNS} style={{ height }} />
    </tr>
  );
}

/**
 * One row per title; the name opens its details. Virtualized like the grid:
 * only the rows near the viewport are in the DOM, between spacer rows, and
 * aria-rowcount/aria-rowindex tell assistive technology where each row sits.
 * Stripes go by the title's index (not nth-child, which shifts as rows come
 * and go).
 */
export function TitleTable({ items, onOpen }: Props) {
  const { LL } = useI18nContext();
  const t = LL.libraryScreen;
  const c = t.columns;
  const { ref, virtualizer, rows, before, after, focusProps } = usePageRows<HTMLTableElement>({
    count: items.length,
    estimateSize: () => 33,
    getItemKey: (i) => items[i]?.id ?? i,
  });
  return (
    <div className="mr-library-table-wrap">
      <HTMLTable
        compact
        className="mr-library-table"
        ref={ref}
        aria-rowcount={items.length + 1}
        {...focusProps}
      >
        <thead>
          <tr aria-rowindex={1}>
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
          {rows.flatMap((row) => {
            const item = items[row.index];
            if (!item) return [];
            const gap = before.get(row.index);
            return [
              ...(gap ? [<Spacer key={`gap-${row.index}`} height={gap} />] : []),
              <tr
                key={row.key}
                data-row={row.index}
                data-index={row.index}
                ref={virtualizer.measureElement}
                aria-rowindex={row.index + 2}
                className={row.index % 2 === 0 ? "mr-library-stripe" : undefined}
              >
                <th scope="row">
                  <button
                    type="button"
                    className="mr-library-link mr-plain-button"
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
              </tr>,
            ];
          })}
          {after > 0.5 && <Spacer height={after} />}
        </tbody>
      </HTMLTable>
    </div>
  );
}
