import { Button, Classes, Spinner } from "@blueprintjs/core";
import { NotificationsIcon } from "@blueprintjs/icons";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type Ref, useEffect, useState } from "react";
import { useLocation } from "wouter";
import { useI18nContext } from "../../i18n/i18n-react";
import { lazyPart, useStandIn } from "../../lib/lazy-part";
import { paths } from "../../lib/paths";
import { unreadCountQueryKey, unreadCountQueryOptions } from "./api/count-unread-sys-notify";
import { getUnreadSysNotify } from "./api/get-unread-sys-notify";
import { followBell } from "./bell-live";
import type { SysNotify } from "./types";
import "./notification-bell.css";
import { useBusyAction } from "../../components/use-busy-action";

// The popover (Blueprint's, ~15 kB, and the unread list) loads when the bell is
// first hovered, focused or pressed: the bell is on every signed-in screen.
const popover = lazyPart(() => import("./bell-popover"), "BellPopover");

/**
 * 通知消息 (screens.md §1.3): the unread count as a badge, read again on each
 * event of the server's stream (polled every 10 s only while it is down);
 * a click fetches the unread list (which marks it read), clears the badge and
 * opens the popover.
 */
export function NotificationBell() {
  const { LL } = useI18nContext();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const { data: count = 0 } = useQuery(unreadCountQueryOptions());
  // Part of the shell's chunk (never the sign-in entry), so every signed-in
  // page has it with its first load: a chunk fetched later is a second round trip.
  useEffect(() => followBell(queryClient), [queryClient]);
  const [items, setItems] = useState<SysNotify[] | null>(null);
  const { busy: loading, attempt } = useBusyAction();
  const close = () => setItems(null);

  const open = async () => {
    await attempt(async () => {
      const list = await getUnreadSysNotify();
      queryClient.setQueryData(unreadCountQueryKey, 0);
      setItems(list);
    });
  };

  const label = count > 0 ? LL.shell.notificationsUnread({ count }) : LL.shell.notifications();
  const toggle = () => {
    if (loading) return; // the list is on its way
    if (items === null) void open();
    else close();
  };
  const { Loaded: Popover, standInProps } = useStandIn(popover, toggle);
  const target = (ref?: Ref<HTMLButtonElement>, standIn = {}) => (
    <Button
      ref={ref}
      variant="minimal"
      // A spinner, not Blueprint's `loading`: that disables the button, which
      // then loses the focus, and the popover (opened when the list is here)
      // gave it back to the page's body on Esc.
      icon={loading ? <Spinner size={16} /> : <NotificationsIcon />}
      aria-busy={loading || undefined}
      aria-label={label}
      title={LL.shell.notifications()}
      onClick={toggle}
      {...standIn}
    />
  );

  return (
    // The badge sits beside the popover's target, hidden from assistive tech:
    // the button's own name carries the count.
    <span className="mr-bell">
      {Popover ? (
        <Popover
          items={items}
          onClose={close}
          onViewAll={() => {
            close();
            navigate(paths.notify.list);
          }}
          target={target}
        />
      ) : (
        // Until then the same markup as the popover's closed target. A press
        // fetches the list at once; the popover shows it when it arrives.
        <span className={Classes.POPOVER_TARGET}>
          {target(undefined, {
            "aria-expanded": false,
            "aria-haspopup": "dialog",
            ...standInProps,
          })}
        </span>
      )}
      {count > 0 && (
        <span className="mr-count-badge" aria-hidden>
          {count > 99 ? "99+" : count}
        </span>
      )}
    </span>
  );
}
