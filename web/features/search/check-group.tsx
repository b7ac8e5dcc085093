import { Button, Checkbox, Classes } from "@blueprintjs/core";
import { useId } from "react";
import { useI18nContext } from "../../i18n/i18n-react";

export type CheckGroupProps = {
  label: string;
  items: readonly { value: string; label: string }[];
  checked: readonly string[];
  onChange: (checked: string[]) => void;
  /** Said when there is nothing to choose from. */
  empty?: string;
};

/** A titled group of checkboxes with 全选 / 取消全选 (all on → 取消全选). */
export function CheckGroup({ label, items, checked, onChange, empty }: CheckGroupProps) {
  const { LL } = useI18nContext();
  const t = LL.settingNotify.search;
  const labelId = useId();
  const allOn = items.length > 0 && items.every((i) => checked.includes(i.value));
  const order = items.map((i) => i.value);
  const flip = (value: string) => {
    const next = checked.includes(value) ? checked.filter((v) => v !== value) : [...checked, value];
    onChange(order.filter((v) => next.includes(v)));
  };
  return (
    <fieldset className="mr-search-group" aria-labelledby={labelId}>
      <div className="mr-search-group-head">
        <span id={labelId} className="mr-search-group-label">
          {label}
        </span>
        {items.length > 0 && (
          <Button
            size="small"
            variant="minimal"
            intent="primary"
            text={allOn ? t.selectNone() : t.selectAll()}
            aria-describedby={labelId}
            onClick={() => onChange(allOn ? [] : order)}
          />
        )}
      </div>
      {items.length === 0 ? (
        <p className={Classes.TEXT_MUTED}>{empty}</p>
      ) : (
        <div className="mr-search-group-items">
          {items.map((i) => (
            <Checkbox
              key={i.value}
              inline
              label={i.label}
              checked={checked.includes(i.value)}
              onChange={() => flip(i.value)}
            />
          ))}
        </div>
      )}
    </fieldset>
  );
}
