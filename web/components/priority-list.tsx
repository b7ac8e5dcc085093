import { Button, Checkbox, Classes } from "@blueprintjs/core";
import { ArrowDownIcon, ArrowUpIcon } from "@blueprintjs/icons";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useI18nContext } from "../i18n/i18n-react";
import "./priority-list.css";

export type PriorityItem<V extends string> = { value: V; label: string };

export type PriorityListProps<V extends string> = {
  id: string;
  legend: string;
  helper?: ReactNode;
  /** Every item, first = highest priority. */
  items: readonly PriorityItem<V>[];
  onOrderChange: (order: V[]) => void;
  /** The checked items; leave out (with onEnabledChange) for a list that is only reordered. */
  enabled?: readonly V[];
  onEnabledChange?: (enabled: V[]) => void;
};

type Direction = -1 | 1;

/**
 * §S8: rows with an optional enable checkbox, the label and up/down buttons.
 * A button is disabled at the end it points to, and both are while the row is
 * unchecked. Each button says what it moves ("上移 FanArt"); after a move the
 * focus stays on the moved row and the new place is announced.
 */
export function PriorityList<V extends string>(props: PriorityListProps<V>) {
  const { id, legend, helper, items, onOrderChange, enabled, onEnabledChange } = props;
  const { LL } = useI18nContext();
  const t = LL.settingForms.priorityList;
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  const [moved, setMoved] = useState<{ value: V; direction: Direction } | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const checkable = enabled !== undefined;
  const helpId = helper ? `${id}-help` : undefined;

  // Keeps the keyboard on the row that moved: the same button, or the other
  // one once the row reached the end (a disabled button cannot hold focus).
  useEffect(() => {
    if (!moved) return;
    const same = buttons.current.get(`${moved.value}:${moved.direction}`);
    const other = buttons.current.get(`${moved.value}:${-moved.direction}`);
    (same && !same.disabled ? same : other)?.focus();
    setMoved(null);
  }, [moved]);

  function move(index: number, direction: Direction) {
    const order = items.map((item) => item.value);
    const target = index + direction;
    const value = order[index];
    const other = order[target];
    if (value === undefined || other === undefined) return;
    order[index] = other;
    order[target] = value;
    onOrderChange(order);
    setMoved({ value, direction });
    const label = items[index]?.label ?? value;
    setAnnouncement(t.moved({ label, position: target + 1 }));
  }

  function toggle(value: V, on: boolean) {
    const chosen = new Set(enabled);
    if (on) chosen.add(value);
    else chosen.delete(value);
    onEnabledChange?.(items.map((item) => item.value).filter((v) => chosen.has(v)));
  }

  return (
    <fieldset className="mr-priority-list" aria-describedby={helpId}>
      <legend>{legend}</legend>
      {helper && (
        <p id={helpId} className={`mr-priority-help ${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>
          {helper}
        </p>
      )}
      <ol className="mr-priority-rows">
        {items.map((item, index) => {
          const off = checkable && !enabled.includes(item.value);
          const ref = (direction: Direction) => (node: HTMLButtonElement | null) => {
            buttons.current.set(`${item.value}:${direction}`, node);
          };
          return (
            <li key={item.value} className="mr-priority-row">
              <span className="mr-priority-rank" aria-hidden="true">
                {index + 1}
              </span>
              {checkable ? (
                <Checkbox
                  id={`${id}-${item.value}`}
                  className="mr-priority-label"
                  label={item.label}
                  checked={!off}
                  onChange={(event) => toggle(item.value, event.currentTarget.checked)}
                />
              ) : (
                <span className="mr-priority-label">{item.label}</span>
              )}
              <Button
                ref={ref(-1)}
                variant="minimal"
                icon={<ArrowUpIcon />}
                aria-label={t.moveUp({ label: item.label })}
                disabled={off || index === 0}
                onClick={() => move(index, -1)}
              />
              <Button
                ref={ref(1)}
                variant="minimal"
                icon={<ArrowDownIcon />}
                aria-label={t.moveDown({ label: item.label })}
                disabled={off || index === items.length - 1}
                onClick={() => move(index, 1)}
              />
            </li>
          );
        })}
      </ol>
      <span className="mr-priority-status" role="status">
        {announcement}
      </span>
    </fieldset>
  );
}
