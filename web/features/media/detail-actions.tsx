import { Button } from "@blueprintjs/core";
import { useAtomValue } from "jotai";
import { useState } from "react";
import { BusyButton } from "../../components/busy-button";
import {
  DeleteSubDialog,
  type MediaItem,
  StatusIcon,
  SubLogDialog,
  SubscribeDialog,
  useLiveItem,
  useStatusLabel,
  useSubAction,
} from "../../components/media-card";
import { approveSub, refuseSub } from "../../components/media-card/api/manage-sub";
import { useI18nContext } from "../../i18n/i18n-react";
import { isAdminAtom } from "../../state/auth";

/** The title's subscription status and what can be done about it. */
export function DetailActions({ item: given }: { item: MediaItem }) {
  const { LL } = useI18nContext();
  const t = LL.discover.detail;
  const item = useLiveItem(given);
  const statusLabel = useStatusLabel();
  const action = useSubAction();
  const [open, setOpen] = useState<"subscribe" | "delete" | "log" | null>(null);
  const { status, subId } = item;
  const admin = useAtomValue(isAdminAtom); // only an admin reviews a request

  return (
    <div className="mr-detail-actions">
      <span className="mr-detail-status">
        <span>{t.status()}:</span>
        <StatusIcon status={status} />
        <strong>{status === null ? t.notSubscribed() : statusLabel(status)}</strong>
      </span>
      {status === null && (
        <Button intent="primary" text={t.subscribe()} onClick={() => setOpen("subscribe")} />
      )}
      {status === 3 && admin && subId !== undefined && (
        <>
          <BusyButton
            intent="success"
            text={t.approve()}
            loading={action.busy}
            onClick={() => void action.run(item, () => approveSub(subId), 0)}
          />
          <Button
            text={t.refuse()}
            disabled={action.busy}
            onClick={() => void action.run(item, () => refuseSub(subId), null)}
          />
        </>
      )}
      {status !== null && status !== 3 && subId !== undefined && (
        <Button text={t.log()} onClick={() => setOpen("log")} />
      )}
      {status !== null && status !== 3 && (
        <Button
          intent="danger"
          variant="outlined"
          text={t.unsubscribe()}
          onClick={() => setOpen("delete")}
        />
      )}
      {open === "subscribe" && <SubscribeDialog item={item} onClose={() => setOpen(null)} />}
      {open === "delete" && <DeleteSubDialog item={item} onClose={() => setOpen(null)} />}
      {open === "log" && subId !== undefined && (
        <SubLogDialog title={item.title} subId={subId} onClose={() => setOpen(null)} />
      )}
    </div>
  );
}
