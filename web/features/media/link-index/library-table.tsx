import { Button, Checkbox, HTMLSelect, HTMLTable, Spinner, Tag } from "@blueprintjs/core";
import {
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ChevronUpIcon,
} from "@blueprintjs/icons";
import { useState } from "react";
import { LazyTooltip } from "../../../components/lazy-tooltip";
import { useI18nContext } from "../../../i18n/i18n-react";
import type { LibraryRow } from "./api/get-media-library";
import {
  defaultSort,
  pageOf,
  pageSizes,
  type Sort,
  type SortColumn,
  sortRows,
  statusIntent,
} from "./library-rows";

export type LibraryTableProps = {
  rows: readonly LibraryRow[];
  loading: boolean;
  selected: ReadonlySet<string>;
  onSelect: (paths: ReadonlySet<string>) => void;
};

/** 本地资源: sortable, paginated, selectable rows (screens.md /media/link-index). */
export function LibraryTable({ rows, loading, selected, onSelect }: LibraryTableProps) {
  const { LL } = useI18nContext();
  const t = LL.mediaLibrary;
  const [sort, setSort] = useState<Sort>(defaultSort);
  const [size, setSize] = useState<number>(10);
  const [page, setPage] = useState(1);
  const view = pageOf(sortRows(rows, sort), page, size);
  const allOnPage = view.rows.length > 0 && view.rows.every((r) => selected.has(r.path));

  const toggle = (paths: string[], on: boolean) => {
    const next = new Set(selected);
    for (const p of paths) {
      if (on) next.add(p);
      else next.delete(p);
    }
    onSelect(next);
  };
  const statusLabel = (s: number) =>
    [t.status0(), t.status1(), t.status2(), t.status3()][s] ?? t.statusOther();
  const typeLabel = (r: LibraryRow) => {
    const kind = r.recognition_result?.metadata?.media_type;
    return kind === "Movie" ? t.movie() : kind === "TV" ? t.tv() : t.unknownType();
  };
  const header = (column: SortColumn, label: string) => {
    const active = sort.column === column;
    return (
      <th scope="col" aria-sort={active ? (sort.desc ? "descending" : "ascending") : "none"}>
        <Button
          variant="minimal"
          size="small"
          text={label}
          aria-label={t.sortBy({ col: label })}
          endIcon={active ? sort.desc ? <ChevronDownIcon /> : <ChevronUpIcon /> : undefined}
          onClick={() => setSort({ column, desc: active ? !sort.desc : false })}
        />
      </th>
    );
  };

  return (
    <div className="mr-link-index-table">
      <h3 className="mr-link-index-table-title">
        {selected.size > 0 ? t.selected({ n: selected.size }) : t.tableTitle()}
      </h3>
      <div className="mr-link-index-scroll">
        <HTMLTable compact striped className="mr-link-index-grid">
          <thead>
            <tr>
              <th scope="col">
                <Checkbox
                  className="mr-link-index-check"
                  checked={allOnPage}
                  aria-label={t.selectAll()}
                  onChange={(e) =>
                    toggle(
                      view.rows.map((r) => r.path),
                      e.currentTarget.checked,
                    )
                  }
                />
              </th>
              {header("name", t.colName())}
              {header("media", t.colMedia())}
              {header("date", t.colDate())}
              {header("disc", t.colDisc())}
              {header("type", t.colType())}
              {header("status", t.colStatus())}
            </tr>
          </thead>
          <tbody>
            {loading && (
              <tr>
                <td colSpan={7}>
                  <Spinner size={20} aria-label={LL.common.loading()} />
                </td>
              </tr>
            )}
            {!loading && rows.length === 0 && (
              <tr>
                <td colSpan={7}>{t.empty()}</td>
              </tr>
            )}
            {!loading &&
              view.rows.map((r) => {
                const meta = r.recognition_result?.metadata;
                const err = r.recognition_result?.err_msg;
                const tag = (
                  <Tag intent={statusIntent(r.status)} minimal>
                    {statusLabel(r.status)}
                  </Tag>
                );
                return (
                  <tr key={r.path}>
                    <td>
                      <Checkbox
                        className="mr-link-index-check"
                        checked={selected.has(r.path)}
                        aria-label={t.selectRow({ name: r.name })}
                        onChange={(e) => toggle([r.path], e.currentTarget.checked)}
                      />
                    </td>
                    <td className="mr-link-index-name">
                      <LazyTooltip content={r.path} placement="top">
                        <Button variant="minimal" size="small" alignText="start" text={r.name} />
                      </LazyTooltip>
                    </td>
                    <td>{meta?.name ?? ""}</td>
                    <td>{meta?.release_date ?? ""}</td>
                    <td>{r.is_disc ? r.disc_type : t.notDisc()}</td>
                    <td>{typeLabel(r)}</td>
                    <td>
                      {r.status === 3 && err ? (
                        <LazyTooltip content={err} placement="top">
                          <Button variant="minimal" size="small" aria-label={err}>
                            {tag}
                          </Button>
                        </LazyTooltip>
                      ) : (
                        tag
                      )}
                    </td>
                  </tr>
                );
              })}
          </tbody>
        </HTMLTable>
      </div>
      <div className="mr-link-index-pager">
        <label htmlFor="mr-link-index-size">{t.rowsPerPage()}</label>
        <HTMLSelect
          id="mr-link-index-size"
          value={size}
          options={pageSizes.map((n) => ({ value: n, label: String(n) }))}
          onChange={(e) => {
            setSize(Number(e.currentTarget.value));
            setPage(1);
          }}
        />
        <span>{t.pageOf({ page: view.page, pages: view.pages })}</span>
        <Button
          variant="minimal"
          icon={<ChevronLeftIcon />}
          aria-label={t.prevPage()}
          disabled={view.page <= 1}
          onClick={() => setPage(view.page - 1)}
        />
        <Button
          variant="minimal"
          icon={<ChevronRightIcon />}
          aria-label={t.nextPage()}
          disabled={view.page >= view.pages}
          onClick={() => setPage(view.page + 1)}
        />
      </div>
    </div>
  );
}
