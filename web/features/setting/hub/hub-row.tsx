import { Switch } from "@blueprintjs/core";
import { ChevronRightIcon } from "@blueprintjs/icons";
import { type ReactNode, useId } from "react";
import { Link } from "wouter";

type RowContent = {
  icon?: ReactNode;
  title: ReactNode;
  secondary?: ReactNode;
  /** Chips at the end of the row's text (默认, health). Part of the link's name. */
  end?: ReactNode;
  /** Shown greyed (a source that is not set up). */
  dimmed?: boolean;
};

export type HubRowProps = RowContent & {
  href: string;
  /** A control of its own inside the row (a switch): it does not open the row. */
  control?: ReactNode;
};

function Content({ icon, title, secondary, end, dimmed }: RowContent) {
  return (
    <>
      {icon && <span className={`mr-hub-row-icon${dimmed ? " mr-hub-dimmed" : ""}`}>{icon}</span>}
      <span className="mr-hub-row-text">
        <span className="mr-hub-row-title">{title}</span>
        {secondary && <span className="mr-hub-row-secondary">{secondary}</span>}
      </span>
      {end && <span className="mr-hub-row-end">{end}</span>}
    </>
  );
}

/** A row that opens another screen: a real link (keyboard, middle-click, screen readers). */
export function HubRow({ href, control, ...content }: HubRowProps) {
  return (
    <li className="mr-hub-row">
      <Link href={href} className="mr-hub-row-link">
        <Content {...content} />
      </Link>
      {control}
      <ChevronRightIcon className="mr-hub-row-chevron" aria-hidden />
    </li>
  );
}

export type HubButtonRowProps = RowContent & {
  onClick: () => void;
  /** The full name when the visible title is short ("添加" → "添加媒体服务器"). */
  label?: string;
  /** The row opens a dialog (添加). */
  opensDialog?: boolean;
};

/** A row that acts in place (opens a dialog): a real button. */
export function HubButtonRow({ onClick, label, opensDialog, ...content }: HubButtonRowProps) {
  return (
    <li className="mr-hub-row">
      <button
        type="button"
        className="mr-hub-row-button"
        onClick={onClick}
        aria-label={label}
        aria-haspopup={opensDialog ? "dialog" : undefined}
      >
        <Content {...content} />
      </button>
    </li>
  );
}

export type HubSwitchRowProps = {
  icon?: ReactNode;
  title: string;
  /** What the switch does: wraps rather than being cut, and describes the switch. */
  secondary: string;
  /** The switch's name (开启…). */
  label: string;
  checked: boolean;
  busy: boolean;
  onChange: (on: boolean) => void;
};

/** A row that is only a setting's switch (no screen behind it). */
export function HubSwitchRow({
  icon,
  title,
  secondary,
  label,
  checked,
  busy,
  onChange,
}: HubSwitchRowProps) {
  const helper = useId();
  return (
    <li className="mr-hub-row mr-hub-row-static">
      {icon && <span className="mr-hub-row-icon">{icon}</span>}
      <span className="mr-hub-row-text">
        <span className="mr-hub-row-title">{title}</span>
        <span id={helper} className="mr-hub-row-secondary">
          {secondary}
        </span>
      </span>
      <Switch
        role="switch"
        aria-label={label}
        aria-describedby={helper}
        checked={checked}
        // Not disabled while saving: that would drop the keyboard focus.
        aria-busy={busy}
        onChange={(event) => {
          if (!busy) onChange(event.currentTarget.checked);
        }}
      />
    </li>
  );
}
