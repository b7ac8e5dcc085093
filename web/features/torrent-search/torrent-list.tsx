import { Button } from "@blueprintjs/core";
import { ChevronDownIcon, ChevronUpIcon } from "@blueprintjs/icons";
import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { useLayoutEffect, useMemo, useRef, useState } from "react";
import { useI18nContext } from "../../i18n/i18n-react";
import { upFrom } from "../../lib/breakpoints";
import { useMediaQuery } from "../../lib/use-media-query";
import type { Torrent } from "./api/search-keyword";
import { TorrentCard } from "./torrent-card";
import type { TorrentGroup } from "./torrent-model";

/** Versions of a title shown before 另有N个版本 expands it. */
export const COLLAPSED_VERSIONS = 2;

export type Row =
  | { kind: "group"; group: TorrentGroup; hidden: number; open: boolean }
  | { kind: "cards"; key: string; items: Torrent[] };

/** Groups flattened into virtual rows: a header, then the cards `columns` to a row. */
export function rowsOf(
  groups: readonly TorrentGroup[],
  open: ReadonlySet<string>,
  columns: number,
): Row[] {
  const rows: Row[] = [];
  for (const group of groups) {
    const isOpen = open.has(group.key);
    const shown = isOpen ? group.items : group.items.slice(0, COLLAPSED_VERSIONS);
    rows.push({ kind: "group", group, hidden: group.items.length - shown.length, open: isOpen });
    for (let i = 0; i < shown.length; i += columns) {
      rows.push({ kind: "cards", key: `${group.key}#${i}`, items: shown.slice(i, i + columns) });
    }
  }
  return rows;
}

/**
 * The results, virtualized against the window's scroll (the shell scrolls the
 * page): only the rows near the viewport are in the DOM, so 2,000 results
 * scroll smoothly. Two cards a row from 1280 px.
 */
export function TorrentList({
  groups,
  onDownload,
  onDetail,
}: {
  groups: TorrentGroup[];
  onDownload: (t: Torrent) => void;
  onDetail?: (t: Torrent) => void;
}) {
  const { LL } = useI18nContext();
  const t = LL.torrentSearch.siteSearch;
  const wide = useMediaQuery(upFrom("lg"));
  const [open, setOpen] = useState<Set<string>>(() => new Set());
  const rows = useMemo(() => rowsOf(groups, open, wide ? 2 : 1), [groups, open, wide]);
  const listRef = useRef<HTMLUListElement>(null);
  const [offset, setOffset] = useState(0);
  // Sections above (媒体库, notices) may grow after the list mounts: keep the offset current.
  useLayoutEffect(() => {
    const top = listRef.current ? listRef.current.getBoundingClientRect().top + window.scrollY : 0;
    if (Math.abs(top - offset) > 1) setOffset(top);
  });

  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (i) => (rows[i]?.kind === "group" ? 44 : 168),
    overscan: 6,
    scrollMargin: offset,
    getItemKey: (i) => {
      const row = rows[i];
      return row?.kind === "group" ? `g:${row.group.key}` : (row?.key ?? i);
    },
  });

  const toggle = (key: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <ul
      ref={listRef}
      className="mr-torrent-list"
      aria-label={t.list()}
      style={{ height: virtualizer.getTotalSize(), position: "relative" }}
    >
      {virtualizer.getVirtualItems().map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        return (
          <li
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            className="mr-torrent-row"
            style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
          >
            {row.kind === "group" ? (
              <div className="mr-torrent-group">
                <h3 className="mr-torrent-group-title">
                  {t.group({
                    title: row.group.title + (row.group.year ? ` (${row.group.year})` : ""),
                    count: row.group.items.length,
                  })}
                </h3>
                {(row.hidden > 0 || row.open) && row.group.items.length > COLLAPSED_VERSIONS && (
                  <Button
                    variant="minimal"
                    size="small"
                    aria-expanded={row.open}
                    endIcon={row.open ? <ChevronUpIcon /> : <ChevronDownIcon />}
                    text={row.open ? t.fewerVersions() : t.moreVersions({ count: row.hidden })}
                    onClick={() => toggle(row.group.key)}
                  />
                )}
              </div>
            ) : (
              <div className={`mr-torrent-cards ${wide ? "mr-torrent-cards-2" : ""}`}>
                {row.items.map((torrent) => (
                  <TorrentCard
                    key={`${torrent.site_id}:${torrent.id}`}
                    torrent={torrent}
                    onDownload={onDownload}
                    onDetail={onDetail}
                  />
                ))}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
