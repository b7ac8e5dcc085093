import { Button, Callout } from "@blueprintjs/core";
import { useCallback, useDeferredValue, useMemo, useRef, useState } from "react";
import { useI18nContext } from "../../../i18n/i18n-react";
import { errorMessage } from "../../../lib/error-message";
import { toast } from "../../../lib/toaster";
import { fetchLogFile, NoLogDownload } from "./api/download-log-file";
import { downloadText, saveBlob } from "./download-log";
import { type LogFilter, searchPattern } from "./log-filter";
import { LOG_LEVELS, type LogLevel } from "./log-level";
import { LogLevelFilter } from "./log-level-filter";
import { LogSearch } from "./log-search";
import { LogToolbar } from "./log-toolbar";
import { LogViewer, type LogViewerHandle } from "./log-viewer";
import { useFullScreen } from "./use-full-screen";
import { useLogFlags } from "./use-log-flags";
import { useLogFollower } from "./use-log-follower";
import { useLogView } from "./use-log-view";
import { useSearchSteps } from "./use-search-steps";

/** The viewer of one of `files` (the first at start) with its controls. */
export function AppLogView({ files }: { files: string[] }) {
  const { LL } = useI18nContext();
  const t = LL.settingLog.appLog;
  const { flags, setFlag } = useLogFlags();
  const [chosen, setChosen] = useState<string | null>(null);
  const file = chosen !== null && files.includes(chosen) ? chosen : (files[0] ?? "");
  const follower = useLogFollower(file, flags.autoRefresh);
  const { buffer, version } = follower;

  const [levels, setLevels] = useState<ReadonlySet<LogLevel>>(() => new Set(LOG_LEVELS));
  const [keyword, setKeyword] = useState("");
  const [onlyMatches, setOnlyMatches] = useState(false);
  // Typing stays responsive while 50,000 lines are scanned behind it.
  const deferredKeyword = useDeferredValue(keyword);
  const pattern = useMemo(() => searchPattern(deferredKeyword), [deferredKeyword]);
  const filter = useMemo<LogFilter>(
    () => ({ levels, pattern, onlyMatches: onlyMatches && pattern !== null }),
    [levels, pattern, onlyMatches],
  );
  const view = useLogView(buffer, version, filter);

  const viewer = useRef<LogViewerHandle>(null);
  const reveal = useCallback((row: number) => viewer.current?.reveal(row), []);
  const search = useSearchSteps(view, pattern, reveal);

  const leaveFullScreen = useCallback(() => setFlag("fullScreen", false), [setFlag]);
  useFullScreen(flags.fullScreen, leaveFullScreen);
  const pauseFollow = useCallback(() => setFlag("autoScroll", false, { replace: true }), [setFlag]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` says the buffer (mutable) changed
  const lineCount = useMemo(() => buffer.lineCount(), [buffer, version]);
  // The whole file when the backend can hand it over; else the lines held here.
  const download = async () => {
    try {
      saveBlob(file, await fetchLogFile(file));
      return;
    } catch (error) {
      if (!(error instanceof NoLogDownload)) {
        void toast.error(errorMessage(error) ?? LL.common.somethingWentWrong());
        return;
      }
    }
    const text = buffer.lines.map((line, i) =>
      buffer.levels[i] === "GAP" ? t.skipped({ count: Number(line) }) : line,
    );
    downloadText(file, `${text.join("\n")}\n`);
  };

  const placeholder =
    view.rows.length > 0
      ? null
      : follower.loading
        ? t.loading()
        : lineCount === 0
          ? t.empty()
          : t.nothingShown();
  const shown = view.rows.length;

  return (
    <div className={flags.fullScreen ? "mr-log mr-log-full" : "mr-log"}>
      <div className="mr-log-toolbar" role="toolbar" aria-label={t.toolbar()}>
        <LogToolbar
          files={files}
          file={file}
          onFile={setChosen}
          flags={flags}
          onFlag={(name, value) => setFlag(name, value)}
          onRefresh={follower.refresh}
          refreshing={follower.loading}
          onDownload={() => void download()}
          loadedLines={lineCount}
        />
        <div className="mr-log-toolbar-row">
          <LogLevelFilter levels={levels} onChange={setLevels} />
          <LogSearch
            keyword={keyword}
            onKeyword={setKeyword}
            total={search.total}
            current={search.index}
            onStep={search.step}
            onlyMatches={onlyMatches}
            onOnlyMatches={setOnlyMatches}
          />
        </div>
      </div>
      {follower.error !== null && (
        <Callout intent="warning" role="alert" compact className="mr-log-failure">
          {t.linesFailed({ message: follower.error || LL.common.somethingWentWrong() })}{" "}
          <Button size="small" text={t.retry()} onClick={follower.refresh} />
        </Callout>
      )}
      <LogViewer
        ref={viewer}
        buffer={buffer}
        view={view}
        pattern={pattern}
        currentRow={search.row}
        follow={flags.autoScroll}
        onLeaveBottom={pauseFollow}
        placeholder={placeholder}
        fullScreen={flags.fullScreen}
        onFullScreen={(on) => setFlag("fullScreen", on)}
      />
      <p className="mr-log-status">
        {shown === buffer.lines.length
          ? t.lineCount({ count: lineCount })
          : t.shownCount({ shown, count: lineCount })}
      </p>
    </div>
  );
}
