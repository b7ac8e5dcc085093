import { Checkbox, HTMLSelect, InputGroup, SegmentedControl } from "@blueprintjs/core";
import { SearchIcon } from "@blueprintjs/icons";
import { useEffect, useState } from "react";
import { useI18nContext } from "../../i18n/i18n-react";
import type { LibraryFilter } from "./api/get-titles";
import type { LibraryView } from "./filters";

type Props = {
  filter: LibraryFilter;
  view: LibraryView;
  qualities: string[];
  sites: string[];
  onChange: (key: string, value: string) => void;
};

/** Type, quality, site, 缺字幕, a name search (applied on Enter or leaving the field) and the view. */
export function FilterBar({ filter, view, qualities, sites, onChange }: Props) {
  const { LL } = useI18nContext();
  const t = LL.libraryScreen.filters;
  const [q, setQ] = useState(filter.q);
  useEffect(() => setQ(filter.q), [filter.q]);
  return (
    <div className="mr-library-bar">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onChange("q", q.trim());
        }}
      >
        <InputGroup
          type="search"
          leftIcon={<SearchIcon />}
          placeholder={t.search()}
          aria-label={t.search()}
          value={q}
          onValueChange={setQ}
          onBlur={() => q.trim() !== filter.q && onChange("q", q.trim())}
        />
      </form>
      <HTMLSelect
        aria-label={t.type()}
        value={filter.type}
        onChange={(e) => onChange("type", e.currentTarget.value)}
        options={[
          { value: "", label: t.allTypes() },
          { value: "movie", label: t.movie() },
          { value: "tv", label: t.tv() },
        ]}
      />
      <HTMLSelect
        aria-label={t.quality()}
        value={filter.quality}
        onChange={(e) => onChange("quality", e.currentTarget.value)}
        options={[
          { value: "", label: t.allQualities() },
          ...withCurrent(qualities, filter.quality),
        ]}
      />
      <HTMLSelect
        aria-label={t.site()}
        value={filter.site}
        onChange={(e) => onChange("site", e.currentTarget.value)}
        options={[{ value: "", label: t.allSites() }, ...withCurrent(sites, filter.site)]}
      />
      <Checkbox
        className="mr-library-check"
        label={t.missingSubs()}
        checked={filter.missingSubs}
        onChange={(e) => onChange("missing_subs", e.currentTarget.checked ? "1" : "")}
      />
      <SegmentedControl
        className="mr-library-view"
        aria-label={LL.libraryScreen.view.label()}
        value={view}
        onValueChange={(v) => onChange("view", v === "table" ? "table" : "")}
        options={[
          { value: "grid", label: LL.libraryScreen.view.grid() },
          { value: "table", label: LL.libraryScreen.view.table() },
        ]}
      />
    </div>
  );
}

/** The offered values, keeping a value from the URL the index no longer has. */
function withCurrent(values: string[], current: string): { value: string; label: string }[] {
  const all = current && !values.includes(current) ? [...values, current] : values;
  return all.map((v) => ({ value: v, label: v }));
}
