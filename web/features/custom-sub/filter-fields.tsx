import { CheckboxField } from "../../components/checkbox-field";
import type { FilterOptions } from "../../components/filter-form/filter-options";
import { MultiSelectField } from "../../components/multi-select-field";
import { NumberField } from "../../components/number-field";
import { SelectField } from "../../components/select-field";
import { TextField } from "../../components/text-field";
import { useI18nContext } from "../../i18n/i18n-react";
import { type Draft, type FilterType, freeTypes } from "./rule-drafts";

type Props = {
  type: FilterType;
  draft: Draft;
  options: FilterOptions;
  onChange: (next: Draft) => void;
};

const plain = (xs: string[] | undefined) => (xs ?? []).map((x) => ({ value: x, label: x }));

/** The fields of one torrent filter type (§S5). */
export function FilterFields({ type, draft, options, onChange }: Props) {
  const { LL } = useI18nContext();
  const t = LL.customSub.filter;
  const set = (key: string, value: string | string[] | boolean) =>
    onChange({ ...draft, [key]: value });
  const text = (key: string) => String(draft[key] ?? "");
  const many = (key: string) => (Array.isArray(draft[key]) ? (draft[key] as string[]) : []);
  const num = (key: string, label: string, helper?: string) => (
    <NumberField
      id={`filter-${key}`}
      label={label}
      value={text(key)}
      min={0}
      helper={helper}
      onChange={(v) => set(key, v)}
    />
  );
  const multi = (key: string, label: string, opts: { value: string; label: string }[]) => (
    <MultiSelectField
      id={`filter-${key}`}
      label={label}
      value={many(key)}
      options={opts}
      onChange={(v) => set(key, v)}
    />
  );
  switch (type) {
    case "torrentName":
      return (
        <>
          <SelectField
            id="filter-mode"
            label={t.mode()}
            value={text("mode") === "exclude" ? "exclude" : "include"}
            options={(["include", "exclude"] as const).map((v) => ({
              value: v,
              label: t.modes[v](),
            }))}
            onChange={(v) => set("mode", v)}
          />
          <TextField
            id="filter-torrent_name"
            label={t.keywords()}
            helper={t.keywordsHelp()}
            value={text("torrent_name")}
            onChange={(v) => set("torrent_name", v)}
          />
          <SelectField
            id="filter-logic"
            label={t.logic()}
            value={text("logic") === "and" ? "and" : "or"}
            options={(["and", "or"] as const).map((v) => ({ value: v, label: t.logics[v]() }))}
            onChange={(v) => set("logic", v)}
          />
        </>
      );
    case "fileSize":
      return (
        <>
          {num("min_size", t.minSize(), t.zeroNone())}
          {num("max_size", t.maxSize(), t.zeroNone())}
        </>
      );
    case "mediaStream":
      return (
        <>
          {multi("media_source", t.source(), plain(options.media_source))}
          {multi("resolution", t.resolution(), plain(options.resolution))}
          {multi("media_codec", t.codec(), plain(options.media_codec))}
        </>
      );
    case "torrentSeeders":
      return (
        <>
          {num("min_seeders", t.minSeeders(), t.zeroNone())}
          {num("max_seeders", t.maxSeeders(), t.zeroNone())}
        </>
      );
    case "subtitle":
      return (
        <>
          <CheckboxField
            id="filter-has_cn"
            label={t.hasCn()}
            checked={draft.has_cn === true}
            onChange={(v) => set("has_cn", v)}
          />
          <CheckboxField
            id="filter-has_special"
            label={t.hasSpecial()}
            checked={draft.has_special === true}
            onChange={(v) => set("has_special", v)}
          />
        </>
      );
    case "freeDownload":
      return multi("free_type", t.freeType(), freeTypes(LL));
    case "torrentHR":
      return num("hr_days", t.hrDays(), t.hrHelp());
    case "releaseTeam":
      return multi("release_team", t.teams(), plain(options.release_team));
    case "siteId":
      return multi(
        "site_id",
        t.sites(),
        (options.site_list ?? []).map((s) => ({ value: s.value, label: s.name })),
      );
    case "cateLevel1":
      return multi(
        "cate_level1",
        t.cates(),
        (options.cate_level1_list ?? []).map((s) => ({ value: s.value, label: s.name })),
      );
    case "publishDate":
      return num("last_minutes", t.lastMinutes(), t.zeroNone());
  }
}
