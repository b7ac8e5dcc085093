import { visibleError } from "./text-field";

/** The parts of a TanStack Form field that a plain input needs. */
export type BindableField<V> = {
  name: string;
  state: { value: V; meta: { isTouched: boolean; errors: readonly unknown[] } };
  handleChange: (value: V) => void;
  handleBlur: () => void;
};

/** "config-web-port", "config-paths-0-source_dir": ids safe in CSS and URLs. */
export function fieldId(prefix: string, name: string): string {
  return `${prefix}-${name.replace(/[^A-Za-z0-9_]+/g, "-").replace(/-+$/, "")}`;
}

/** id, value, change/blur handlers and the visible error of a field, for our field components. */
export function bindField<V>(field: BindableField<V>, prefix: string) {
  return {
    id: fieldId(prefix, field.name),
    value: field.state.value,
    onChange: field.handleChange,
    onBlur: field.handleBlur,
    error: visibleError(field.state.meta),
  };
}

/** The same for a checkbox (CheckboxField): `checked` instead of `value`, no error. */
export function bindCheckbox(field: BindableField<boolean>, prefix: string) {
  const { id, value, onChange, onBlur } = bindField(field, prefix);
  return { id, checked: value, onChange, onBlur };
}
