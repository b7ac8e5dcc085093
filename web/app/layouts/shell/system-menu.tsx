import { Button, Classes } from "@blueprintjs/core";
import { MoreIcon } from "@blueprintjs/icons";
import type { Ref } from "react";
import { useI18nContext } from "../../../i18n/i18n-react";
import { lazyPart, useStandIn } from "../../../lib/lazy-part";

// The menu (and Blueprint's popover with it, ~15 kB) loads when the button is
// first hovered, focused or pressed: it is in the top bar of every signed-in
// screen, but rarely opened.
const popover = lazyPart(() => import("./system-menu-popover"), "SystemMenuPopover");

/** 系统 (screens.md §1.3): the button of the top bar that opens the system menu. */
export function SystemMenu() {
  const { LL } = useI18nContext();
  const { Loaded: Popover, standInProps } = useStandIn(popover);
  const target = (ref?: Ref<HTMLButtonElement>, standIn = {}) => (
    <Button
      ref={ref}
      variant="minimal"
      icon={<MoreIcon className="mr-vertical-dots" />}
      aria-label={LL.shell.systemMenu()}
      title={LL.shell.systemMenu()}
      {...standIn}
    />
  );
  if (Popover) return <Popover target={target} />;
  // Until then the same markup as the popover's closed target.
  return (
    <span className={Classes.POPOVER_TARGET}>
      {target(undefined, { "aria-expanded": false, "aria-haspopup": "menu", ...standInProps })}
    </span>
  );
}
