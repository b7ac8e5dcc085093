import { Button, Classes, HTMLSelect } from "@blueprintjs/core";
import { CrossIcon, FilterIcon } from "@blueprintjs/icons";
import { useState } from "react";
import { DrawerFrame } from "../../components/drawer-frame";
import { useI18nContext } from "../../i18n/i18n-react";
import { upFrom } from "../../lib/breakpoints";
import { useMediaQuery } from "../../lib/use-media-query";
import { type Facet, type Filters, SORTS, type Sort } from "./search-params";
import { NO_PROMOTION } from "./torrent-model";

export type FacetOptions = { facet: Facet; values: string[] }[];

export type FilterBarProps = {
  options: FacetOptions;
  filters: Filters;
  sort: Sort;
  onFilter: (facet: Facet, value: string | undefined) => void;
  onSort: (sort: Sort) => void;
  onClear: () => void;
  shown: number;
  total: number;
};

function useLabels() {
  const { LL } = useI18nContext();
  const t = LL.torrentSearch.filter;
  const facetLabel: Record<Facet, string> = {
    site: t.site(),
    year: t.year(),
    source: t.source(),
    resolution: t.resolution(),
    codec: t.codec(),
    group: t.group(),
    promo: t.promotion(),
    season: t.season(),
    episode: t.episode(),
  };
  const valueLabel = (facet: Facet, value: string) => {
    if (facet === "promo" && value === NO_PROMOTION) return t.normal();
    if (facet === "season") return t.seasonN({ n: Number(value) });
    if (facet === "episode") return t.episodeN({ n: Number(value) });
    return value;
  };
  const sortLabel: Record<Sort, string> = {
    seeders: t.sortSeeders(),
    size: t.sortSize(),
    date: t.sortDate(),
    site: t.sortSite(),
  };
  return { t, facetLabel, valueLabel, sortLabel };
}

/**
 * The sticky bar above the results: one select per facet (values from the
 * results, each with 全部) and the sort. Below 960 px: the active filters as
 * removable chips and 筛选, which opens the 全部筛选 drawer.
 */
export function FilterBar(props: FilterBarProps) {
  const { options, filters, sort, onFilter, onSort } = props;
  const { t, facetLabel, valueLabel, sortLabel } = useLabels();
  const desktop = useMediaQuery(upFrom("md"));
  const [drawer, setDrawer] = useState(false);
  const active = options.filter((o) => filters[o.facet]);

  const sortSelect = (
    <span className="mr-filter-field">
      <label htmlFor="filter-sort">{t.sort()}</label>
      <HTMLSelect
        id="filter-sort"
        value={sort}
        onChange={(e) => onSort(e.currentTarget.value as Sort)}
        options={SORTS.map((s) => ({ value: s, label: sortLabel[s] }))}
      />
    </span>
  );

  return (
    <section className="mr-filter-bar" aria-label={t.bar()}>
      {desktop ? (
        <div className="mr-filter-fields">
          {options.map(({ facet, values }) => (
            <span key={facet} className="mr-filter-field">
              <label htmlFor={`filter-${facet}`}>{facetLabel[facet]}</label>
              <HTMLSelect
                id={`filter-${facet}`}
                value={filters[facet] ?? ""}
                onChange={(e) => onFilter(facet, e.currentTarget.value || undefined)}
                options={[
                  { value: "", label: t.all() },
                  ...values.map((v) => ({ value: v, label: valueLabel(facet, v) })),
                ]}
              />
            </span>
          ))}
          {sortSelect}
        </div>
      ) : (
        <div className="mr-filter-chips">
          {active.map(({ facet }) => {
            const label = `${facetLabel[facet]}: ${valueLabel(facet, filters[facet] as string)}`;
            return (
              <Button
                key={facet}
                size="small"
                className="mr-filter-chip"
                endIcon={<CrossIcon />}
                text={label}
                aria-label={t.remove({ label })}
                onClick={() => onFilter(facet, undefined)}
              />
            );
          })}
          <Button icon={<FilterIcon />} text={t.open()} onClick={() => setDrawer(true)} />
          {sortSelect}
        </div>
      )}
      <p className={`mr-filter-count ${Classes.TEXT_MUTED}`} aria-live="polite">
        {t.showing({ shown: props.shown, total: props.total })}
        {active.length > 0 && (
          <Button variant="minimal" size="small" text={t.clear()} onClick={props.onClear} />
        )}
      </p>
      <DrawerFrame
        isOpen={drawer && !desktop}
        onClose={() => setDrawer(false)}
        title={t.drawer()}
        size="min(360px, 88vw)"
        className="mr-filter-drawer"
      >
        <div className={Classes.DRAWER_BODY}>
          {options.map(({ facet, values }) => (
            <fieldset key={facet} className="mr-filter-group">
              <legend>{facetLabel[facet]}</legend>
              <div className="mr-filter-grid">
                <Button
                  size="small"
                  active={!filters[facet]}
                  aria-pressed={!filters[facet]}
                  text={t.all()}
                  onClick={() => onFilter(facet, undefined)}
                />
                {values.map((v) => (
                  <Button
                    key={v}
                    size="small"
                    active={filters[facet] === v}
                    aria-pressed={filters[facet] === v}
                    text={valueLabel(facet, v)}
                    onClick={() => onFilter(facet, v)}
                  />
                ))}
              </div>
            </fieldset>
          ))}
        </div>
      </DrawerFrame>
    </section>
  );
}
