import { Checkbox, Classes, Tag } from "@blueprintjs/core";
import { CaretDownIcon } from "@blueprintjs/icons";
import {
  type FocusEvent,
  Fragment,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
  useState,
} from "react";
import { useI18nContext } from "../i18n/i18n-react";
import { lazyPart, useStandIn } from "../lib/lazy-part";
import { FieldFrame } from "./field-frame";
import type { SelectOption } from "./select-field";
import "./multi-select-field.css";

// The list's popover (Blueprint's legacy one with popper.js, ~11 kB) loads when
// the field is first hovered, focused or pressed: forms that show this field
// need not wait for it.
const popover = lazyPart(() => import("./multi-select-popover"), "MultiSelectPopover");

export type MultiSelectFieldProps<V extends string> = {
  id: string;
  label: string;
  value: readonly V[];
  options: readonly SelectOption<V>[];
  onChange: (value: V[]) => void;
  /** Called when the list closes (the field counts as touched). */
  onBlur?: () => void;
  helper?: ReactNode;
  error?: string | undefined;
  disabled?: boolean;
};

/**
 * Several choices out of a short list: the chosen ones show as chips in a
 * button; the button opens a list of checkboxes. Keyboard: Enter/Space opens
 * and focuses the first checkbox, Space toggles, Esc closes back to the button.
 * A chosen value that is not among the options (a newer server's) is kept and
 * offered too, so saving the form never drops it.
 */
export function MultiSelectField<V extends string>(props: MultiSelectFieldProps<V>) {
  const { id, label, value, options, onChange, onBlur, helper, error, disabled } = props;
  const { LL } = useI18nContext();
  const [open, setOpen] = useState(false);
  const all = [
    ...options,
    ...value
      .filter((v) => !options.some((o) => o.value === v))
      .map((v) => ({ value: v, label: v })),
  ];
  const { Loaded: Popover, standInProps } = useStandIn(popover, () => setOpenState(true));
  const labelOf = (v: V) => all.find((o) => o.value === v)?.label ?? v;
  const labelId = `${id}-label`;
  const valueId = `${id}-value`;

  // Blueprint repeats the call after a controlled change: act on real changes only.
  function setOpenState(next: boolean) {
    if (next === open) return;
    setOpen(next);
    if (!next) onBlur?.();
  }

  function toggle(choice: V, on: boolean) {
    const chosen = new Set(value);
    if (on) chosen.add(choice);
    else chosen.delete(choice);
    // The options' order, whatever the order of clicks: the chips do not jump around.
    onChange(all.filter((o) => chosen.has(o.value)).map((o) => o.value));
  }

  // Tabbing out of the list closes it, as leaving a native select would.
  function closeOnFocusOut(event: FocusEvent<HTMLDivElement>) {
    const next = event.relatedTarget;
    if (
      next instanceof Node &&
      (event.currentTarget.contains(next) || next === document.getElementById(id))
    )
      return;
    setOpenState(false);
  }

  const list = (
    <div
      role="dialog"
      aria-labelledby={labelId}
      className="mr-multi-select-list"
      onBlur={closeOnFocusOut}
      // A press on a checkbox's text would move focus to the page (and close the list)
      // before its click ticks the box: keep focus where it is; the click still counts.
      onMouseDown={(event) => {
        if (!(event.target instanceof HTMLInputElement)) event.preventDefault();
      }}
    >
      {all.map((o) => (
        <Checkbox
          key={o.value}
          label={o.label}
          checked={value.includes(o.value)}
          onChange={(event) => toggle(o.value, event.currentTarget.checked)}
        />
      ))}
    </div>
  );

  const button = (
    targetProps: HTMLAttributes<HTMLButtonElement>,
    ref: Ref<HTMLButtonElement> | undefined,
    isOpen: boolean,
    describedBy: string | undefined,
  ) => (
    <button
      {...targetProps}
      ref={ref}
      id={id}
      name={id}
      type="button"
      disabled={disabled}
      className={`${targetProps.className ?? ""} mr-multi-select ${Classes.INPUT} ${Classes.LARGE}${error ? ` ${Classes.INTENT_DANGER}` : ""}`}
      aria-labelledby={`${labelId} ${valueId}`}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
    >
      <span id={valueId} className="mr-multi-select-chips">
        {value.length === 0 ? (
          <span className={Classes.TEXT_MUTED}>{LL.common.noneSelected()}</span>
        ) : (
          value.map((v, index) => (
            <Fragment key={v}>
              {/* A space between the chips, or their names run together ("srtass"). */}
              {index > 0 && " "}
              <Tag minimal round>
                {labelOf(v)}
              </Tag>
            </Fragment>
          ))
        )}
      </span>
      <CaretDownIcon className={isOpen ? "mr-multi-select-caret-open" : undefined} />
    </button>
  );

  return (
    <FieldFrame
      id={id}
      label={<span id={labelId}>{label}</span>}
      helper={helper}
      error={error}
      disabled={disabled}
    >
      {(describedBy) =>
        Popover ? (
          <Popover
            id={id}
            content={list}
            isOpen={open}
            onInteraction={setOpenState}
            disabled={disabled}
            renderButton={(targetProps, ref, isOpen) =>
              button(targetProps, ref, isOpen, describedBy)
            }
          />
        ) : (
          // Until then the same button, as the closed popover's target.
          button(
            {
              className: Classes.POPOVER_TARGET,
              "aria-expanded": false,
              "aria-haspopup": "dialog",
              ...standInProps,
            },
            undefined,
            false,
            describedBy,
          )
        )
      }
    </FieldFrame>
  );
}
