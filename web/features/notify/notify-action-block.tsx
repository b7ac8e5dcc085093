import { Button, ButtonGroup } from "@blueprintjs/core";
import { useQueryClient } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { useState } from "react";
import { refreshStatuses } from "../../components/media-card/subscription-state";
import { useBusyAction } from "../../components/use-busy-action";
import { useI18nContext } from "../../i18n/i18n-react";
import { toast } from "../../lib/toaster";
import { isAdminAtom } from "../../state/auth";
import { approveSubscription, refuseSubscription } from "../subscribe/api/review-subscription";
import type { SysNotify } from "./types";

/** `args` is JSON text; anything unreadable means no arguments. */
export function parseNotifyArgs(args: SysNotify["args"]): Record<string, unknown> {
  if (!args) return {};
  try {
    const value: unknown = JSON.parse(args);
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Approve/refuse applies to a smart-download subscription awaiting approval, not yet handled. */
export function needsApproval(notify: SysNotify, actionLog: string | null | undefined): boolean {
  return (
    !actionLog &&
    notify.type === "SmartDownload" &&
    parseNotifyArgs(notify.args).approval_enable === true
  );
}

/**
 * screens.md §S9: the message; with "(action_log)" once handled; with 同意 /
 * 拒绝 for a subscription awaiting approval, which mark it 已处理.
 */
export function NotifyActionBlock({ notify }: { notify: SysNotify }) {
  const { LL } = useI18nContext();
  const [actionLog, setActionLog] = useState(notify.action_log);
  const { busy, attempt } = useBusyAction();
  const queryClient = useQueryClient();
  // A requester is told about their request; only an admin reviews it.
  const admin = useAtomValue(isAdminAtom);

  const review = async (call: typeof approveSubscription) => {
    await attempt(async () => {
      const res = await call(parseNotifyArgs(notify.args).sub_id);
      if (res.code !== 0) throw new Error(res.message ?? "");
      setActionLog(LL.notify.handled());
      if (res.message) void toast.success(res.message);
      // Poster cards on screen show the subscription's new status.
      void refreshStatuses(queryClient);
    });
  };

  return (
    <div className="mr-notify-message">
      <span>
        {notify.message}
        {actionLog ? `(${actionLog})` : ""}
      </span>
      {admin && needsApproval(notify, actionLog) && (
        <ButtonGroup className="mr-notify-actions">
          <Button
            size="small"
            intent="success"
            text={LL.notify.approve()}
            disabled={busy}
            onClick={() => review(approveSubscription)}
          />
          <Button
            size="small"
            intent="danger"
            text={LL.notify.refuse()}
            disabled={busy}
            onClick={() => review(refuseSubscription)}
          />
        </ButtonGroup>
      )}
    </div>
  );
}
