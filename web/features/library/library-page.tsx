import { Callout, Classes, NonIdealState, Spinner } from "@blueprintjs/core";
import { RefreshIcon } from "@blueprintjs/icons";
import { keepPreviousData, useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { useState } from "react";
import { useSearchParams } from "wouter";
import { BusyButton } from "../../components/busy-button";
import { PageFrame } from "../../components/page-frame";
import { useI18nContext } from "../../i18n/i18n-react";
import { errorMessage } from "../../lib/error-message";
import { useSentinel } from "../../lib/use-sentinel";
import { isAdminAtom } from "../../state/auth";
import { useRouteFrame } from "../frame/use-route-frame";
import { libraryTitlesKey, libraryTitlesQueryOptions } from "./api/get-titles";
import { syncLibrary } from "./api/sync-library";
import { FilterBar } from "./filter-bar";
import { filterOf, viewOf, withParam } from "./filters";
import { TitleDetail } from "./title-detail";
import { TitleGrid } from "./title-grid";
import { TitleTable } from "./title-table";
import "./library.css";
import { LoadError } from "../../components/load-error";

/**
 * /media/library — what the media servers hold and the organiser filed, as
 * posters or a table; view and filters in the URL. Pages of 200 load as the
 * end of the list nears, so 10,000 titles never arrive (or render) at once.
 */
export function LibraryPage() {
  const { LL } = useI18nContext();
  const t = LL.libraryScreen;
  const { title, breadcrumb } = useRouteFrame();
  const [query, setQuery] = useSearchParams();
  const filter = filterOf(query);
  const view = viewOf(query);
  const admin = useAtomValue(isAdminAtom);
  const client = useQueryClient();
  const [openId, setOpenId] = useState<number | null>(null);
  const [syncNote, setSyncNote] = useState<{ ok: boolean; text: string } | null>(null);
  const [syncing, setSyncing] = useState(false);
  const titles = useInfiniteQuery({
    ...libraryTitlesQueryOptions(filter),
    placeholderData: keepPreviousData,
  });
  const pages = titles.data?.pages ?? [];
  const items = pages.flatMap((p) => p.items);
  const first = pages[0];
  const more = titles.hasNextPage && !titles.isFetchingNextPage;
  const sentinel = useSentinel<HTMLDivElement>(
    () => void titles.fetchNextPage(),
    more,
    pages.length,
  );
  const change = (key: string, value: string) =>
    setQuery((current) => withParam(current, key, value), { replace: true });
  const sync = async () => {
    setSyncing(true);
    setSyncNote(null);
    try {
      setSyncNote({ ok: true, text: (await syncLibrary()) || t.sync.done() });
      await client.invalidateQueries({ queryKey: libraryTitlesKey });
    } catch (error) {
      setSyncNote({ ok: false, text: errorMessage(error) ?? LL.common.somethingWentWrong() });
    } finally {
      setSyncing(false);
    }
  };
  return (
    <PageFrame title={title} breadcrumb={breadcrumb}>
      <FilterBar
        filter={filter}
        view={view}
        qualities={first?.qualities ?? []}
        sites={first?.sites ?? []}
        onChange={change}
      />
      <div className="mr-library-status">
        <span role="status" className={Classes.TEXT_MUTED}>
          {first && t.total({ count: first.total })}
        </span>
        {admin && (
          <BusyButton
            icon={<RefreshIcon />}
            text={t.sync.action()}
            loading={syncing}
            onClick={() => void sync()}
          />
        )}
      </div>
      {syncNote && (
        <Callout
          intent={syncNote.ok ? "success" : "danger"}
          role={syncNote.ok ? "status" : "alert"}
        >
          {syncNote.text}
        </Callout>
      )}
      {titles.error ? (
        <LoadError
          error={titles.error}
          sentence={t.loadFailed}
          onRetry={() => void titles.refetch()}
        />
      ) : !first ? (
        <Spinner size={32} aria-label={LL.common.loading()} />
      ) : items.length === 0 ? (
        <NonIdealState title={t.empty()} description={t.emptyHint()} />
      ) : view === "table" ? (
        <TitleTable items={items} onOpen={setOpenId} />
      ) : (
        <TitleGrid items={items} onOpen={setOpenId} />
      )}
      <div ref={sentinel} className="mr-library-sentinel">
        {titles.isFetchingNextPage && <Spinner size={20} aria-label={t.loadingMore()} />}
      </div>
      <TitleDetail id={openId} onClose={() => setOpenId(null)} />
    </PageFrame>
  );
}
