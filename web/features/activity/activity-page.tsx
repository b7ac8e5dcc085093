import { Classes, H2, NonIdealState, Spinner } from "@blueprintjs/core";
import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useSearchParams } from "wouter";
import { BusyButton } from "../../components/busy-button";
import { PageFrame } from "../../components/page-frame";
import { useI18nContext } from "../../i18n/i18n-react";
import { SERVER_EVENT_KINDS, type ServerEvent, useServerEvents } from "../../lib/server-events";
import { useRouteFrame } from "../frame/use-route-frame";
import {
  type ActivityFilters,
  activityListQueryKey,
  activityListQueryOptions,
  activityQueueQueryKey,
  type Queue,
} from "./api/activity";
import { HistoryFilters, readFilters, writeFilters } from "./history-filters";
import { HistoryRow } from "./history-row";
import { QueuePanel } from "./queue-panel";
import "./activity.css";
import { LoadError } from "../../components/load-error";

/** A `record` event moves its download's bar in place. */
function applyProgress(old: Queue | undefined, e: ServerEvent): Queue | undefined {
  const id = Number(e.data?.id ?? e.refs.record_id);
  const progress = Number(e.data?.progress);
  if (!old || !Number.isFinite(progress)) return old;
  const speed = typeof e.data?.dlspeed_str === "string" ? e.data.dlspeed_str : "";
  return {
    ...old,
    downloading: old.downloading.map((r) => (r.id === id ? { ...r, progress, speed } : r)),
  };
}

/**
 * /download/activity — 活动: what is under way (进行中) and the history of every
 * event with its filters in the address and 重试 on failures. Live from the
 * server's event stream: nothing here polls.
 */
export function ActivityPage() {
  const { LL } = useI18nContext();
  const t = LL.activity.history;
  const { title, breadcrumb } = useRouteFrame();
  const client = useQueryClient();
  const [query, setQuery] = useSearchParams();
  const filters = readFilters(query);
  const update = (change: Partial<ActivityFilters>) =>
    setQuery((current) => writeFilters(current, { ...filters, ...change }), { replace: true });
  const list = useInfiniteQuery(activityListQueryOptions(filters));
  const entries = list.data?.pages.flatMap((p) => p.items) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const reread = () => {
    void client.invalidateQueries({ queryKey: activityListQueryKey });
    void client.invalidateQueries({ queryKey: activityQueueQueryKey });
  };
  useServerEvents(SERVER_EVENT_KINDS, (e) => {
    if (e.kind === "record" && e.data?.done !== true) {
      client.setQueryData<Queue>(activityQueueQueryKey, (old) => applyProgress(old, e));
      return;
    }
    if (e.kind === "record" || e.kind === "job") {
      void client.invalidateQueries({ queryKey: activityQueueQueryKey });
      return;
    }
    reread();
  });
  return (
    <PageFrame title={title} breadcrumb={breadcrumb}>
      <div className="mr-activity">
        <QueuePanel />
        <section aria-labelledby="mr-history-heading" className="mr-history">
          <div className="mr-activity-bar">
            <H2 id="mr-history-heading" className="mr-activity-heading">
              {t.heading()}
            </H2>
            {list.isSuccess && (
              <span className={Classes.TEXT_MUTED} role="status">
                {t.total({ total })}
              </span>
            )}
          </div>
          <HistoryFilters filters={filters} onChange={update} />
          {list.isError && <LoadError error={list.error} sentence={t.loadFailed} />}
          {list.isPending && <NonIdealState icon={<Spinner size={30} />} />}
          {list.isSuccess && entries.length === 0 && (
            <NonIdealState description={<span className={Classes.TEXT_MUTED}>{t.none()}</span>} />
          )}
          <ul className="mr-plain-list">
            {entries.map((entry) => (
              <HistoryRow key={entry.id} entry={entry} onRetried={reread} />
            ))}
          </ul>
          {list.hasNextPage && (
            <BusyButton
              text={t.more()}
              loading={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            />
          )}
        </section>
      </div>
    </PageFrame>
  );
}
