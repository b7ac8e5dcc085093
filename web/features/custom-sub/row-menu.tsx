import { Menu, MenuItem, Popover } from "@blueprintjs/core";
import {
  DisableIcon,
  EditIcon,
  PlayIcon,
  ShareIcon,
  TickCircleIcon,
  TimelineEventsIcon,
  TrashIcon,
} from "@blueprintjs/icons";
import { type ReactElement, type Ref, useRef } from "react";
import { useI18nContext } from "../../i18n/i18n-react";
import { useTakeOverFocus } from "../../lib/lazy-part";
import type { CustomSubItem } from "./api/types";
import type { RowAction } from "./custom-sub-list";

/** A row's ⋮ menu, loaded on first use (custom-sub-list.tsx). */
export function RowMenuPopover({
  item,
  onAction,
  target,
}: {
  item: CustomSubItem;
  onAction: (a: RowAction) => void;
  target: (ref: Ref<HTMLButtonElement>) => ReactElement;
}) {
  const { LL } = useI18nContext();
  const t = LL.customSub.index;
  const targetRef = useRef<HTMLButtonElement>(null);
  useTakeOverFocus(() => targetRef.current);
  return (
    <Popover
      placement="bottom-end"
      // Mounted by a press of the stand-in ⋮ (custom-sub-list.tsx): open at once.
      defaultIsOpen
      content={
        <Menu>
          <MenuItem icon={<TimelineEventsIcon />} text={t.log()} onClick={() => onAction("log")} />
          <MenuItem icon={<PlayIcon />} text={t.run()} onClick={() => onAction("run")} />
          <MenuItem icon={<EditIcon />} text={t.edit()} onClick={() => onAction("edit")} />
          <MenuItem
            icon={item.enable ? <DisableIcon /> : <TickCircleIcon />}
            text={item.enable ? t.disable() : t.enable()}
            onClick={() => onAction("toggle")}
          />
          {item.personal && (
            <MenuItem icon={<ShareIcon />} text={t.share()} onClick={() => onAction("share")} />
          )}
          <MenuItem
            icon={<TrashIcon />}
            intent="danger"
            text={t.remove()}
            onClick={() => onAction("remove")}
          />
        </Menu>
      }
    >
      {target(targetRef)}
    </Popover>
  );
}
