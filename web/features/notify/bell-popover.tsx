import { PopoverNext, PopupKind } from "@blueprintjs/core";
import { type ReactElement, type Ref, useRef } from "react";
import { useTakeOverFocus } from "../../lib/lazy-part";
import type { SysNotify } from "./types";
import { UnreadList } from "./unread-list";

/**
 * The bell's popover with the unread list, loaded on first use
 * (notification-bell.tsx): it brings Blueprint's popover.
 */
export function BellPopover({
  items,
  onClose,
  onViewAll,
  target,
}: {
  /** null: closed. */
  items: SysNotify[] | null;
  onClose: () => void;
  onViewAll: () => void;
  target: (ref: Ref<HTMLButtonElement>) => ReactElement;
}) {
  const targetRef = useRef<HTMLButtonElement>(null);
  useTakeOverFocus(() => targetRef.current);
  return (
    <PopoverNext
      isOpen={items !== null}
      onInteraction={(next) => !next && onClose()}
      placement="bottom-end"
      popupKind={PopupKind.DIALOG}
      content={<UnreadList items={items ?? []} onViewAll={onViewAll} />}
    >
      {target(targetRef)}
    </PopoverNext>
  );
}
