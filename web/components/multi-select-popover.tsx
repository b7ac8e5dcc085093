import { Popover, PopupKind } from "@blueprintjs/core";
import type { HTMLAttributes, ReactElement, Ref } from "react";
import { useTakeOverFocus } from "../lib/lazy-part";

/** MultiSelectField's popover, loaded on first use (multi-select-field.tsx). */
export function MultiSelectPopover({
  id,
  content,
  isOpen,
  onInteraction,
  disabled,
  renderButton,
}: {
  /** The target button's id. */
  id: string;
  content: ReactElement;
  isOpen: boolean;
  onInteraction: (next: boolean) => void;
  disabled: boolean | undefined;
  renderButton: (
    targetProps: HTMLAttributes<HTMLButtonElement>,
    ref: Ref<HTMLButtonElement>,
    isOpen: boolean,
  ) => ReactElement;
}) {
  useTakeOverFocus(() => document.getElementById(id));
  return (
    <Popover
      content={content}
      isOpen={isOpen}
      onInteraction={onInteraction}
      disabled={disabled}
      placement="bottom-start"
      matchTargetWidth
      minimal
      popupKind={PopupKind.DIALOG}
      enforceFocus={false}
      shouldReturnFocusOnClose
      onOpened={(node) => node.querySelector<HTMLInputElement>("input")?.focus()}
      // Without Blueprint's key handler: Enter/Space already click a native button,
      // and handling both would open and at once close the list.
      renderTarget={({ isOpen: open, ref, onKeyDown: _keys, ...targetProps }) =>
        renderButton(targetProps, ref, open)
      }
    />
  );
}
