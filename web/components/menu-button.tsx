import { Button, Classes, type Intent } from "@blueprintjs/core";
import { MoreIcon } from "@blueprintjs/icons";
import type { ReactElement, Ref } from "react";
import { lazyPart, useStandIn } from "../lib/lazy-part";

export type MenuButtonItem = {
  icon: ReactElement;
  text: string;
  intent?: Intent;
  onClick: () => void;
};

// The menu (Blueprint's popover and menu components) loads when a ⋮ is first
// hovered, focused or pressed: list screens show one per row, rarely opened.
const popover = lazyPart(() => import("./menu-button-popover"), "MenuButtonPopover");

/** ⋮ (a minimal button named `label`) opening a menu of `items` below it, right-aligned. */
export function MenuButton({ label, items }: { label: string; items: MenuButtonItem[] }) {
  const { Loaded: Popover, standInProps } = useStandIn(popover);
  const target = (ref?: Ref<HTMLButtonElement>, standIn = {}) => (
    <Button ref={ref} variant="minimal" icon={<MoreIcon />} aria-label={label} {...standIn} />
  );
  if (Popover) return <Popover items={items} target={target} />;
  // Until then the same markup as the popover's closed target.
  return (
    <span className={Classes.POPOVER_TARGET}>
      {target(undefined, { "aria-expanded": false, "aria-haspopup": "menu", ...standInProps })}
    </span>
  );
}
