import { Button, Callout, Spinner, Switch, Tag } from "@blueprintjs/core";
import { PieChartIcon, RefreshIcon } from "@blueprintjs/icons";
import { useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { useState } from "react";
import { useSearchParams } from "wouter";
import { CardGrid } from "../../components/card-grid";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { LoadMore } from "../../components/load-more";
import { SubLogDialog } from "../../components/media-card";
import { PageFrame } from "../../components/page-frame";
import { useI18nContext } from "../../i18n/i18n-react";
import type { Saved } from "../../lib/api/config-request";
import { errorMessage } from "../../lib/error-message";
import { useServerEvents, useServerEventsLive } from "../../lib/server-events";
import { toast } from "../../lib/toaster";
import { useSlices } from "../../lib/use-slices";
import { authAtom } from "../../state/auth";
import { useRouteFrame } from "../frame/use-route-frame";
import { deleteRecord } from "./api/delete-record";
import {
  type Downloading,
  downloadingQueryKey,
  downloadingQueryOptions,
  type LiveTorrent,
} from "./api/downloading";
import { reanalyse, relink } from "./api/reanalyse";
import { type DownloadRecord, recordListQueryKey, recordListQueryOptions } from "./api/record-list";
import { DeleteDialog } from "./delete-dialog";
import { InfoDialog } from "./info-dialog";
import { ReanalyseDialog } from "./reanalyse-dialog";
import { type RecordAction, RecordCard } from "./record-card";
import { ChartsDialog } from "./record-charts";
import { RecordFilterBar } from "./record-filter-bar";
import { type RecordFilters, readFilters, toQuery, writeFilters } from "./record-filters";
import "./download.css";
import { useBusyAction } from "../../components/use-busy-action";

type Open =
  | { action: Exclude<RecordAction, "correct"> | "relink"; record: DownloadRecord }
  | { action: "charts" }
  | null;

/** The events after which the list is read again (a record added, finished, filed or not). */
const RECORD_CHANGES = ["sent", "completed", "filed", "identify_failed", "organise_failed"];

/** /download/default, /download/record: 近期下载 with live progress (screens.md). */
export function DownloadRecordPage() {
  const { LL } = useI18nContext();
  const t = LL.recordsPage;
  const { title, breadcrumb } = useRouteFrame();
  const queryClient = useQueryClient();
  const [query, setQuery] = useSearchParams();
  const filters = readFilters(query);
  const update = (change: Partial<RecordFilters>) =>
    setQuery((current) => writeFilters(current, { ...filters, ...change }), { replace: true });
  const list = useInfiniteQuery(recordListQueryOptions(toQuery(filters)));
  const [gone, setGone] = useState<ReadonlySet<number>>(new Set());
  const records = (list.data?.pages.flatMap((p) => p.items) ?? []).filter((r) => !gone.has(r.id));
  const anyDownloading = records.some((r) => r.download_status === 0);
  const streaming = useServerEventsLive();
  const live = useQuery(downloadingQueryOptions(anyDownloading, streaming));
  // Live without polling: a record's progress arrives as a `record` event
  // (at most once a second); a state change refetches the list once.
  useServerEvents(["record"], (e) => {
    const hash = typeof e.data?.hash === "string" ? e.data.hash : "";
    if (!hash) return;
    const next = { ...(e.data as LiveTorrent), hash };
    // done: the download finished; its bar goes (the card says 下载完成).
    queryClient.setQueryData<Downloading>(downloadingQueryKey, (old) => {
      const result = (old?.result ?? []).filter((l) => l.hash !== hash);
      if (e.data?.done !== true) result.push(next);
      return { download_queue_size: old?.download_queue_size ?? 0, result };
    });
  });
  useServerEvents(RECORD_CHANGES, () => {
    void queryClient.invalidateQueries({ queryKey: recordListQueryKey });
  });
  const liveOf = new Map<string, LiveTorrent>((live.data?.result ?? []).map((l) => [l.hash, l]));
  const queue = Math.max(list.data?.pages[0]?.queue ?? 0, live.data?.download_queue_size ?? 0);
  const hasMore = list.hasNextPage;
  // Cards beyond the first screenful render in idle slices (no long task).
  const shown = useSlices(records.length);
  const [open, setOpen] = useState<Open>(null);
  const { busy, attempt } = useBusyAction({ fallback: LL.common.saveFailed });
  const isAdmin = useAtomValue(authAtom).user?.role === 1;

  const run = async (fn: () => Promise<Saved<unknown>>, after: () => void) => {
    await attempt(async () => {
      const saved = await fn();
      if (saved.message) void toast.success(saved.message);
      setOpen(null);
      after();
    });
  };
  const reload = () => {
    setGone(new Set());
    void queryClient.resetQueries({ queryKey: recordListQueryKey });
  };
  // 重新识别 of an unidentified record re-runs the organiser; 识别纠错
  // (correct) opens the correction dialog, prefilled from the record.
  const onAction = (action: RecordAction, record: DownloadRecord) =>
    setOpen({
      action:
        action === "correct"
          ? "reidentify"
          : action === "reidentify" && record.source_type === "unknown"
            ? "relink"
            : action,
      record,
    });

  return (
    <PageFrame title={title} breadcrumb={breadcrumb}>
      <div className="mr-record-toolbar">
        <Switch
          checked={filters.hideUnknown}
          label={t.hideUnknown()}
          onChange={(e) => update({ hideUnknown: e.currentTarget.checked })}
        />
        <Button
          icon={<PieChartIcon />}
          variant="minimal"
          aria-label={t.charts()}
          title={t.charts()}
          onClick={() => setOpen({ action: "charts" })}
        />
        <Button
          icon={<RefreshIcon />}
          variant="minimal"
          aria-label={t.refresh()}
          title={t.refresh()}
          onClick={reload}
        />
      </div>
      <RecordFilterBar filters={filters} isAdmin={isAdmin} onChange={update} />
      {filters.tmdb && (
        <p className="mr-record-tmdb">
          <Tag minimal>{t.filter.tmdb({ id: filters.tmdb })}</Tag>
          <Button size="small" variant="minimal" onClick={() => update({ tmdb: "" })}>
            {t.filter.clearTmdb()}
          </Button>
        </p>
      )}
      {queue > 0 && (
        <Callout intent="warning" className="mr-record-queue">
          {t.queue({ count: queue })}
        </Callout>
      )}
      {list.isPending ? (
        <div className="mr-record-loading" role="status">
          <Spinner size={40} />
          <span>{t.loading()}</span>
        </div>
      ) : list.isError ? (
        <Callout intent="danger" role="alert">
          {t.loadFailed({ message: errorMessage(list.error) ?? "" })}{" "}
          <Button text={t.retry()} onClick={() => void list.refetch()} />
        </Callout>
      ) : records.length === 0 ? (
        <p className="mr-record-empty">{t.empty()}</p>
      ) : (
        <>
          <CardGrid columns="four" className="mr-record-grid" label={t.listLabel()}>
            {records.slice(0, shown).map((r) => (
              <li key={r.id}>
                <RecordCard
                  record={r}
                  live={r.download_status === 0 ? liveOf.get(r.torrent_hash) : undefined}
                  canEdit={isAdmin}
                  onAction={onAction}
                />
              </li>
            ))}
          </CardGrid>
          <LoadMore
            hasMore={hasMore}
            loading={list.isFetchingNextPage}
            pages={list.data?.pages.length ?? 0}
            onLoad={() => void list.fetchNextPage()}
          />
        </>
      )}
      {open?.action === "charts" && <ChartsDialog onClose={() => setOpen(null)} />}
      {open?.action === "info" && <InfoDialog record={open.record} onClose={() => setOpen(null)} />}
      {open?.action === "why" && open.record.sub_id && (
        <SubLogDialog
          title={open.record.movie_name}
          subId={open.record.sub_id}
          subType={open.record.sub_type === "CustomSub" ? "CustomSub" : "Sub"}
          near={open.record.gmt_create}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.action === "relink" && (
        <ConfirmDialog
          isOpen
          title={t.relink.title()}
          confirmText={t.relink.confirm()}
          cancelText={t.relink.cancel()}
          busy={busy}
          onCancel={() => setOpen(null)}
          onConfirm={() => void run(() => relink(open.record.id), reload)}
        >
          {t.relink.question()}
        </ConfirmDialog>
      )}
      {open?.action === "reidentify" && (
        <ReanalyseDialog
          record={open.record}
          busy={busy}
          onCancel={() => setOpen(null)}
          onSubmit={(req) => void run(() => reanalyse(req), reload)}
        />
      )}
      {open?.action === "delete" && (
        <DeleteDialog
          busy={busy}
          onCancel={() => setOpen(null)}
          onConfirm={(options) => {
            const id = open.record.id;
            void run(
              () => deleteRecord(id, options),
              () => setGone((g) => new Set([...g, id])),
            );
          }}
        />
      )}
    </PageFrame>
  );
}
