import { TagInput } from "@blueprintjs/core";
import type { ReactNode } from "react";
import { FieldFrame } from "../field-frame";

export type ReleaseTeamFieldProps = {
  id: string;
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
  onBlur: () => void;
  /** Known groups, offered while typing; any other name may be entered. */
  suggestions: readonly string[];
  helper?: ReactNode;
  error?: string | undefined;
};

/**
 * 制作组: names as tags. Enter, a comma or leaving the field adds what was
 * typed; the browser's own list (datalist) suggests known groups, so it stays
 * keyboard and screen-reader friendly without a custom popup.
 */
export function ReleaseTeamField(props: ReleaseTeamFieldProps) {
  const { id, label, value, onChange, onBlur, suggestions, helper, error } = props;
  const listId = `${id}-suggestions`;
  const add = (values: string[]) => {
    const next = [...value];
    for (const v of values.map((s) => s.trim())) {
      if (v && !next.some((x) => x.toLowerCase() === v.toLowerCase())) next.push(v);
    }
    onChange(next);
  };
  return (
    <FieldFrame id={id} label={label} helper={helper} error={error}>
      {(describedBy) => (
        <>
          <TagInput
            large
            fill
            addOnBlur
            values={value}
            onAdd={add}
            onRemove={(_v, index) => onChange(value.filter((_x, i) => i !== index))}
            tagProps={{ minimal: true, round: true }}
            intent={error ? "danger" : "none"}
            inputProps={{
              id,
              name: id,
              list: listId,
              autoComplete: "off",
              "aria-describedby": describedBy,
              onBlur,
              // Enter adds the name; it must not also submit the form around it.
              onKeyDown: (event) => {
                if (event.key === "Enter") event.preventDefault();
              },
            }}
          />
          <datalist id={listId}>
            {suggestions
              .filter((s) => !value.includes(s))
              .map((s) => (
                <option key={s} value={s} />
              ))}
          </datalist>
        </>
      )}
    </FieldFrame>
  );
}
