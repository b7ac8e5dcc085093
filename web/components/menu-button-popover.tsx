import { Menu, MenuItem, Popover } from "@blueprintjs/core";
import { type ReactElement, type Ref, useRef } from "react";
import { useTakeOverFocus } from "../lib/lazy-part";
import type { MenuButtonItem } from "./menu-button";

/** MenuButton's popover, loaded on first use (menu-button.tsx). */
export function MenuButtonPopover({
  items,
  target,
}: {
  items: MenuButtonItem[];
  target: (ref: Ref<HTMLButtonElement>) => ReactElement;
}) {
  const targetRef = useRef<HTMLButtonElement>(null);
  useTakeOverFocus(() => targetRef.current);
  return (
    <Popover
      placement="bottom-end"
      // Mounted by a press of the stand-in button: open at once.
      defaultIsOpen
      content={
        <Menu>
          {items.map((item) => (
            <MenuItem
              key={item.text}
              icon={item.icon}
              text={item.text}
              intent={item.intent}
              onClick={() => {
                // The ⋮ has the focus, not the item the closing menu takes away: a
                // dialog the item opens gives the focus back there (useReturnFocus).
                targetRef.current?.focus();
                item.onClick();
              }}
            />
          ))}
        </Menu>
      }
    >
      {target(targetRef)}
    </Popover>
  );
}
