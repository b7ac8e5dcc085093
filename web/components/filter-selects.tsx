import type { ReactNode } from "react";
import { SelectField, type SelectOption } from "./select-field";

/** One filter: its key in the filters, its label and its choices (全部 comes first by itself). */
export type FilterSelect<K extends string> = {
  key: K;
  label: string;
  options: readonly SelectOption<string>[];
};

/**
 * The filters above a list (activity history, download records): a `search`
 * landmark holding one labelled select per filter, each opening with 全部
 * (""), its id `${idPrefix}-${key}`; `children` (dates, …) follow the selects.
 * A `false` in `selects` is a filter left out (the user filter for non-admins).
 */
export function FilterSelects<K extends string>(props: {
  className: string;
  label: string;
  idPrefix: string;
  allLabel: string;
  values: Record<K, string>;
  selects: readonly (FilterSelect<K> | false)[];
  onChange: (change: Partial<Record<K, string>>) => void;
  children?: ReactNode;
}) {
  const all = { value: "", label: props.allLabel };
  return (
    <search className={props.className} aria-label={props.label}>
      {props.selects.map(
        (s) =>
          s && (
            <SelectField
              key={s.key}
              id={`${props.idPrefix}-${s.key}`}
              label={s.label}
              value={props.values[s.key]}
              options={[all, ...s.options]}
              onChange={(value) => props.onChange({ [s.key]: value } as Partial<Record<K, string>>)}
            />
          ),
      )}
      {props.children}
    </search>
  );
}
