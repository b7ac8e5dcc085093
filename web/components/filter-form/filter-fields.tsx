import { Card, H3 } from "@blueprintjs/core";
import type { ReactNode } from "react";
import { bindCheckbox, bindField } from "../bind-field";
import { CheckboxField } from "../checkbox-field";
import { MultiSelectField } from "../multi-select-field";
import { NumberField } from "../number-field";
import type { SelectOption } from "../select-field";
import { TextField } from "../text-field";
import type { FilterFormApi } from "./use-filter-form";

type MultiName =
  | "apply_media_type"
  | "apply_cate"
  | "apply_area"
  | "media_source"
  | "resolution"
  | "media_codec"
  | "site_id";
type NumberName =
  | "priority"
  | "apply_min_year"
  | "apply_max_year"
  | "min_size"
  | "max_size"
  | "min_seeders"
  | "max_seeders";
type CheckName = "has_cn" | "has_special" | "free_only" | "pass_hr";
type TextName = "filter_name" | "include_keyword" | "exclude_keyword";

/** The form's field kinds, bound to `form` with ids prefixed by `id`. */
export function fieldMakers(form: FilterFormApi, id: string) {
  return {
    multi: (name: MultiName, label: string, options: SelectOption<string>[], helper?: string) => (
      <form.Field name={name}>
        {(field) => (
          <MultiSelectField
            {...bindField(field, id)}
            label={label}
            options={options}
            helper={helper}
          />
        )}
      </form.Field>
    ),
    number: (name: NumberName, label: string, helper?: string) => (
      <form.Field name={name}>
        {(field) => <NumberField {...bindField(field, id)} label={label} helper={helper} />}
      </form.Field>
    ),
    check: (name: CheckName, label: string) => (
      <form.Field name={name}>
        {(field) => <CheckboxField {...bindCheckbox(field, id)} label={label} />}
      </form.Field>
    ),
    text: (name: TextName, label: string, helper?: string) => (
      <form.Field name={name}>
        {(field) => <TextField {...bindField(field, id)} label={label} helper={helper} />}
      </form.Field>
    ),
  };
}

export type FieldMakers = ReturnType<typeof fieldMakers>;

/** A group of fields under its own heading. */
export function Group({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card elevation={0} className="mr-filter-group" role="group" aria-labelledby={id}>
      <H3 id={id} className="mr-filter-group-title">
        {title}
      </H3>
      {children}
    </Card>
  );
}

/** A multi-select's choices: the "all" value first, then the server's list. */
export function withAll(values: string[] | undefined, all: string, allLabel: string) {
  return [{ value: all, label: allLabel }, ...(values ?? []).map((v) => ({ value: v, label: v }))];
}
