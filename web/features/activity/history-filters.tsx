import { InputGroup } from "@blueprintjs/core";
import { FieldFrame } from "../../components/field-frame";
import { FilterSelects } from "../../components/filter-selects";
import { useI18nContext } from "../../i18n/i18n-react";
import { type ActivityFilters, HISTORY_KINDS } from "./api/activity";

/** The address's filters: kind, outcome and the dates (unknown values read as none). */
export function readFilters(query: URLSearchParams): ActivityFilters {
  const kind = query.get("kind") ?? "";
  const outcome = query.get("outcome") ?? "";
  const date = (v: string | null) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : "");
  return {
    kind: (HISTORY_KINDS as readonly string[]).includes(kind) ? kind : "",
    outcome: outcome === "failure" || outcome === "success" ? outcome : "",
    from: date(query.get("from")),
    to: date(query.get("to")),
  };
}

/** The filters written back into the address (empty ones left out). */
export function writeFilters(current: URLSearchParams, f: ActivityFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(f)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** 类型 / 结果 / 开始日期 / 结束日期. */
export function HistoryFilters(props: {
  filters: ActivityFilters;
  onChange: (change: Partial<ActivityFilters>) => void;
}) {
  const { LL } = useI18nContext();
  const t = LL.activity.history;
  const { filters, onChange } = props;
  const date = (key: "from" | "to", label: string) => (
    <FieldFrame id={`mr-activity-${key}`} label={label}>
      {() => (
        <InputGroup
          id={`mr-activity-${key}`}
          type="date"
          value={filters[key]}
          onValueChange={(value) => onChange({ [key]: value })}
        />
      )}
    </FieldFrame>
  );
  return (
    <FilterSelects
      className="mr-activity-filters"
      label={t.filters()}
      idPrefix="mr-activity"
      allLabel={t.all()}
      values={filters}
      selects={[
        {
          key: "kind",
          label: t.kind(),
          options: HISTORY_KINDS.map((k) => ({ value: k, label: LL.activity.kinds[k]() })),
        },
        {
          key: "outcome",
          label: t.outcome(),
          options: [
            { value: "failure", label: t.failure() },
            { value: "success", label: t.success() },
          ],
        },
      ]}
      onChange={onChange}
    >
      {date("from", t.from())}
      {date("to", t.to())}
    </FilterSelects>
  );
}
