import { Callout, Card, Classes } from "@blueprintjs/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { PageFrame } from "../../../components/page-frame";
import { SelectField } from "../../../components/select-field";
import { useI18nContext } from "../../../i18n/i18n-react";
import type { Saved } from "../../../lib/api/config-request";
import { errorMessage } from "../../../lib/error-message";
import { toast } from "../../../lib/toaster";
import { useRouteFrame } from "../../frame/use-route-frame";
import { PathPickerField } from "../../path-picker/path-picker-field";
import { autoCategorize } from "./api/auto-categorize";
import { cancelLink } from "./api/cancel-link";
import { fixEmbyBdmv } from "./api/fix-emby-bdmv";
import { linkResultsQueryKey, linkResultsQueryOptions } from "./api/get-link-results";
import { linkStatusQueryKey, linkStatusQueryOptions } from "./api/get-link-status";
import { mediaLibraryQueryOptions } from "./api/get-media-library";
import { type CorrectionRequest, type FileMode, linkMedia, type MediaKind } from "./api/link-media";
import { linkPreview, type PreviewRow } from "./api/link-preview";
import { JobStatus } from "./job-status";
import { LibraryTable } from "./library-table";
import { CorrectionDialog, ModeDialog, PreviewDialog } from "./link-dialogs";
import { LinkResults } from "./link-results";
import { type Pending, SelectionActions } from "./selection-actions";
import "./link-index.css";
import { useBusyAction } from "../../../components/use-busy-action";

/** /media/link-index: 本地资源整理 — list a folder, preview, organise, follow the job, see the results. */
export function LinkIndexPage() {
  const { LL } = useI18nContext();
  const t = LL.mediaLibrary;
  const { title, breadcrumb } = useRouteFrame();
  const queryClient = useQueryClient();
  const status = useQuery(linkStatusQueryOptions());
  const results = useQuery(linkResultsQueryOptions());
  const [kind, setKind] = useState<MediaKind>("Movie");
  const [source, setSource] = useState("");
  const [target, setTarget] = useState("");
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<Pending | null>(null);
  const { busy, attempt } = useBusyAction({ fallback: LL.common.saveFailed });
  const [preview, setPreview] = useState<PreviewRow[] | null>(null);
  const previewing = useBusyAction({ fallback: LL.common.saveFailed });
  const library = useQuery(mediaLibraryQueryOptions(source));
  const running = status.data?.running ?? false;
  const wasRunning = useRef(false);

  // Restore the last job's folders once (screens.md: "restores last paths on load").
  const restored = useRef(false);
  useEffect(() => {
    const s = status.data;
    if (!s || restored.current) return;
    restored.current = true;
    if (s.root_path) setSource(s.root_path);
    if (s.link_path) setTarget(s.link_path);
    if (s.media_type === "TV" || s.media_type === "Movie") setKind(s.media_type);
  }, [status.data]);

  // A job ended: reload the table and the results.
  useEffect(() => {
    if (wasRunning.current && !running) {
      void queryClient.invalidateQueries({ queryKey: ["media", "get_media_library"] });
      void queryClient.invalidateQueries({ queryKey: linkResultsQueryKey });
    }
    wasRunning.current = running;
  }, [running, queryClient]);

  const rows = library.data ?? [];
  const chosen = rows.filter((r) => selected.has(r.path));
  const discs = rows.filter((r) => r.is_disc).length;

  const call = async (fn: () => Promise<Saved<unknown>>) => {
    await attempt(async () => {
      const saved = await fn();
      if (saved.message) void toast.success(saved.message);
      setPending(null);
      setSelected(new Set());
      await queryClient.invalidateQueries({ queryKey: linkStatusQueryKey });
      void queryClient.invalidateQueries({ queryKey: ["media", "get_media_library"] });
      void queryClient.invalidateQueries({ queryKey: linkResultsQueryKey });
    });
  };
  const targetOk = () => {
    if (!target) {
      void toast.warning(t.needTarget());
      return false;
    }
    if (target === source) {
      void toast.warning(t.sameTarget());
      return false;
    }
    return true;
  };
  const base = () => ({
    paths: chosen.map((r) => r.path),
    root_path: source,
    media_type: kind,
    link_path: target,
  });
  const showPreview = (body: Parameters<typeof linkPreview>[0]) =>
    previewing.attempt(async () => setPreview(await linkPreview(body)));
  const correction = (b: Omit<CorrectionRequest, "paths" | "root_path" | "link_path">) => ({
    ...base(),
    ...b,
  });

  return (
    <PageFrame title={title} breadcrumb={breadcrumb}>
      <div className="mr-link-index-controls">
        <SelectField
          id="mr-link-index-type"
          label={t.mediaType()}
          value={kind}
          disabled={running}
          options={[
            { value: "Movie" as const, label: t.movie() },
            { value: "TV" as const, label: t.tv() },
          ]}
          onChange={setKind}
        />
        <PathPickerField
          id="mr-link-index-source"
          label={t.sourcePath()}
          helper={t.sourcePlaceholder()}
          value={source}
          disabled={running}
          onChange={(p) => {
            setSource(p);
            setSelected(new Set());
          }}
        />
        <PathPickerField
          id="mr-link-index-target"
          label={t.targetPath()}
          helper={t.targetPlaceholder()}
          value={target}
          disabled={running}
          onChange={setTarget}
        />
      </div>

      <JobStatus status={status.data} onCancel={() => void call(cancelLink)} />

      <Card elevation={1} className="mr-link-index-card">
        <h2 className={Classes.HEADING}>
          {t.cardTitle({
            type: kind === "TV" ? t.tv() : t.movie(),
            state: running ? t.stateRunning() : t.stateIdle(),
          })}
        </h2>
        {source ? (
          <p className={Classes.TEXT_MUTED}>
            {t.discCount({ path: source, disc: discs, plain: rows.length - discs })}
          </p>
        ) : (
          <p className={Classes.TEXT_MUTED}>{t.chooseSource()}</p>
        )}
        {chosen.length > 0 && (
          <SelectionActions
            chosen={chosen}
            running={running}
            onAsk={(step) => {
              if (step === "preview") void showPreview(base());
              else setPending(step);
            }}
            targetOk={targetOk}
            hasTarget={target !== ""}
          />
        )}
        <LibraryTable
          rows={rows}
          loading={library.isFetching && rows.length === 0}
          selected={selected}
          onSelect={setSelected}
        />
        {library.error && <Callout intent="danger">{errorMessage(library.error)}</Callout>}
      </Card>

      <LinkResults results={results.data ?? []} />

      <ModeDialog
        isOpen={pending === "link"}
        title={t.linkTitle()}
        withMode
        busy={busy}
        onCancel={() => setPending(null)}
        onConfirm={(mode: FileMode) => void call(() => linkMedia({ ...base(), link_mode: mode }))}
      >
        {t.linkBody({ n: chosen.length, path: target })}
      </ModeDialog>
      <ModeDialog
        isOpen={pending === "categorize"}
        title={t.categorizeTitle()}
        withMode
        busy={busy}
        onCancel={() => setPending(null)}
        onConfirm={(mode: FileMode) =>
          void call(() =>
            autoCategorize({
              paths: chosen.filter((r) => r.status === 2).map((r) => r.path),
              link_path: target,
              link_mode: mode,
            }),
          )
        }
      >
        {t.categorizeBody({ n: chosen.filter((r) => r.status === 2).length })}
      </ModeDialog>
      <ModeDialog
        isOpen={pending === "fix"}
        title={t.fixTitle()}
        withMode={false}
        busy={busy}
        onCancel={() => setPending(null)}
        onConfirm={() =>
          void call(() => fixEmbyBdmv(chosen.filter((r) => r.is_disc).map((r) => r.path)))
        }
      >
        {t.fixBody({ n: chosen.filter((r) => r.is_disc).length })}
      </ModeDialog>
      {pending === "correct" && (
        <CorrectionDialog
          isOpen
          count={chosen.length}
          initialType={kind}
          busy={busy}
          onCancel={() => setPending(null)}
          onPreview={(b) => void showPreview(correction(b))}
          onConfirm={(b) => void call(() => linkMedia(correction(b)))}
        />
      )}
      <PreviewDialog rows={preview} loading={previewing.busy} onClose={() => setPreview(null)} />
    </PageFrame>
  );
}
