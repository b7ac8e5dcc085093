import { Button, Card, Classes, NonIdealState, Spinner } from "@blueprintjs/core";
import { TrashIcon } from "@blueprintjs/icons";
import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "wouter";
import { BusyButton } from "../../components/busy-button";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { MenuIcon } from "../../components/menu-icon";
import { PageFrame } from "../../components/page-frame";
import { useBusyAction } from "../../components/use-busy-action";
import { useI18nContext } from "../../i18n/i18n-react";
import { errorMessage } from "../../lib/error-message";
import { MESSAGE_KINDS, useServerEvents, useServerEventsLive } from "../../lib/server-events";
import { toast } from "../../lib/toaster";
import { useRouteFrame } from "../frame/use-route-frame";
import { clearSysNotify } from "./api/clear-sys-notify";
import { unreadCountQueryKey } from "./api/count-unread-sys-notify";
import { allNotifyQueryKey, allNotifyQueryOptions } from "./api/get-all-sys-notify";
import { NotifyActionBlock, parseNotifyArgs } from "./notify-action-block";
import "./notify-list.css";

/**
 * /notify/list (screens.md): 所有消息, newest first, read again on each event
 * of the server's stream (re-polled every 5 s while it is down), each
 * with its action block (§S9); 清空所有消息 after a confirmation. Viewing a
 * page marks it read, so the bell's badge follows.
 */
export function NotifyListPage() {
  const { LL } = useI18nContext();
  const t = LL.notifyList;
  const { title, breadcrumb } = useRouteFrame();
  const queryClient = useQueryClient();
  const list = useInfiniteQuery(allNotifyQueryOptions(useServerEventsLive()));
  // Each event leaves a message: read the list again (no polling while the stream is open).
  useServerEvents(MESSAGE_KINDS, () => {
    void queryClient.invalidateQueries({ queryKey: allNotifyQueryKey });
  });
  const [confirming, setConfirming] = useState(false);
  const { busy: clearing, attempt } = useBusyAction();
  const items = list.data?.pages.flat() ?? [];

  const clear = async () => {
    await attempt(async () => {
      const saved = await clearSysNotify();
      void toast.success(saved.message || t.cleared());
      queryClient.setQueryData(unreadCountQueryKey, 0);
      await queryClient.resetQueries({ queryKey: allNotifyQueryKey });
    });
    setConfirming(false);
  };

  return (
    <PageFrame title={title} breadcrumb={breadcrumb}>
      <Card elevation={1} className="mr-notify-card">
        <div className="mr-section-head">
          <h2 className={Classes.HEADING}>{t.heading()}</h2>
          <Button
            icon={<TrashIcon />}
            text={t.clear()}
            disabled={items.length === 0}
            onClick={() => setConfirming(true)}
          />
        </div>
        {list.isPending && (
          <div role="status" aria-label={LL.common.loading()} className="mr-notify-loading">
            <Spinner size={32} />
          </div>
        )}
        {list.isError && (
          <p role="alert">{errorMessage(list.error) ?? LL.common.somethingWentWrong()}</p>
        )}
        {list.isSuccess && items.length === 0 && <NonIdealState title={t.empty()} />}
        {items.length > 0 && (
          <ul className="mr-notify-list" aria-label={t.heading()}>
            {items.map((item) => (
              <li key={item.id} className="mr-notify-item">
                <span className="mr-notify-icon" aria-hidden="true">
                  <MenuIcon name={item.icon} />
                </span>
                <div className="mr-notify-text">
                  <div className="mr-notify-title">{item.title}</div>
                  <NotifyActionBlock notify={item} />
                  {eventLink(item.args) && (
                    <Link href={eventLink(item.args)} className="mr-notify-link">
                      {t.open()}
                    </Link>
                  )}
                </div>
                <time className={`mr-notify-time ${Classes.TEXT_MUTED}`}>{item.gmt_create}</time>
              </li>
            ))}
          </ul>
        )}
        {list.hasNextPage && (
          <BusyButton
            fill
            variant="minimal"
            text={t.more()}
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          />
        )}
      </Card>
      <ConfirmDialog
        isOpen={confirming}
        title={t.confirmTitle()}
        confirmText={t.confirm()}
        cancelText={t.cancel()}
        busy={clearing}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void clear()}
      >
        {t.confirmText()}
      </ConfirmDialog>
    </PageFrame>
  );
}

/** An event's message links to the screen that shows it (a route of this app). */
function eventLink(args: string | null | undefined): string {
  const link = parseNotifyArgs(args ?? null).link;
  return typeof link === "string" && link.startsWith("/") && !link.startsWith("//") ? link : "";
}
