import { Button } from "@blueprintjs/core";
import { MenuIcon } from "../../components/menu-icon";
import { useI18nContext } from "../../i18n/i18n-react";
import { NotifyActionBlock } from "./notify-action-block";
import type { SysNotify } from "./types";

export const UNREAD_POPOVER_WIDTH = 300;

/** The bell's popover (screens.md §1.3): header, the unread items, 查看所有消息. */
export function UnreadList({ items, onViewAll }: { items: SysNotify[]; onViewAll: () => void }) {
  const { LL } = useI18nContext();
  return (
    <div className="mr-unread" style={{ width: UNREAD_POPOVER_WIDTH }}>
      <div className="mr-unread-header">
        {items.length > 0 ? LL.notify.unreadHeader({ count: items.length }) : LL.notify.noUnread()}
      </div>
      {items.length > 0 && (
        <ul className="mr-unread-list">
          {items.map((item) => (
            <li key={item.id} className="mr-unread-item">
              <span className="mr-unread-icon">
                <MenuIcon name={item.icon} />
              </span>
              <div className="mr-unread-text">
                <div className="mr-unread-title">{item.title}</div>
                <NotifyActionBlock notify={item} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className="mr-unread-footer">
        <Button variant="minimal" fill text={LL.notify.viewAll()} onClick={onViewAll} />
      </div>
    </div>
  );
}
