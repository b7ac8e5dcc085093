import { AnchorButton, Card, Classes, Tag } from "@blueprintjs/core";
import { RefreshIcon } from "@blueprintjs/icons";
import { Link } from "wouter";
import { BusyButton } from "../../components/busy-button";
import { useBusyAction } from "../../components/use-busy-action";
import { useI18nContext } from "../../i18n/i18n-react";
import { paths } from "../../lib/paths";
import { toast } from "../../lib/toaster";
import { type ActivityEntry, retryActivity } from "./api/activity";

/** A console route of the event (the server's link) other than this screen. */
function isRoute(link: string) {
  return link.startsWith("/") && !link.startsWith(paths.download.activity);
}

/**
 * One event: its time, kind (red when it failed), title and reason; 重试 when
 * the server offers one to this user (the failure's own path runs again), and
 * 识别纠错 for 未能识别 (the record's card, where the correction is made).
 */
export function HistoryRow({ entry, onRetried }: { entry: ActivityEntry; onRetried: () => void }) {
  const { LL } = useI18nContext();
  const t = LL.activity.history;
  const { busy, attempt } = useBusyAction();
  const retry = async () => {
    await attempt(async () => {
      const saved = await retryActivity(entry.id);
      void toast.success(saved.message || t.retry());
    });
    onRetried();
  };
  const kind = LL.activity.kinds[entry.kind]?.() || entry.label;
  return (
    <li>
      <Card className="mr-activity-row" data-kind={entry.kind}>
        <div className="mr-activity-head">
          <Tag minimal intent={entry.failure ? "danger" : "none"}>
            {kind}
          </Tag>
          <time className={Classes.TEXT_MUTED}>{entry.time}</time>
        </div>
        <div className="mr-activity-title">{entry.title}</div>
        {entry.reason && <div className="mr-activity-reason">{entry.reason}</div>}
        {entry.retried_at && (
          <div className={Classes.TEXT_MUTED}>
            {t.retried({ at: entry.retried_at, note: entry.retry_note })}
          </div>
        )}
        <div className="mr-activity-actions">
          {entry.retry !== "" && (
            <BusyButton
              icon={<RefreshIcon />}
              text={t.retry()}
              aria-label={t.retryOf({ title: entry.title })}
              loading={busy}
              onClick={() => void retry()}
            />
          )}
          {entry.retry === "identify" && isRoute(entry.link) && (
            <Link href={entry.link} asChild>
              <AnchorButton variant="minimal" text={t.identify()} />
            </Link>
          )}
          {entry.retry !== "identify" && isRoute(entry.link) && (
            <Link href={entry.link} className="mr-activity-open">
              {t.open()}
            </Link>
          )}
        </div>
      </Card>
    </li>
  );
}
