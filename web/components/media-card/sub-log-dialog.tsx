import { Button, Classes, Dialog, HTMLSelect, Spinner } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useI18nContext } from "../../i18n/i18n-react";
import { errorMessage } from "../../lib/error-message";
import { useReturnFocus } from "../../lib/use-return-focus";
import { LogText } from "../log-text";
import { subLogsQueryOptions, subLogTextQueryOptions } from "./api/sub-logs";

export type SubLogDialogProps = {
  /** The title the log is about ("<title>的订阅全息日志"). */
  title: string;
  subId: number;
  subType?: "Sub" | "CustomSub";
  /** Preselect the run closest to this time ("YYYY-MM-DD HH:MM:SS"; a download record's); else the latest. */
  near?: string;
  onClose: () => void;
};

const timeOf = (text: string) => Date.parse(text.replace(" ", "T"));

/** The run whose time is closest to `near` (the first when nothing parses). */
export function closestRun<R extends { time: string }>(
  runs: readonly R[],
  near?: string,
): R | undefined {
  const target = near ? timeOf(near) : Number.NaN;
  if (Number.isNaN(target)) return runs[0];
  let best = runs[0];
  let gap = Number.POSITIVE_INFINITY;
  for (const run of runs) {
    const d = Math.abs(timeOf(run.time) - target);
    if (d < gap) {
      gap = d;
      best = run;
    }
  }
  return best;
}

/**
 * §S10 全息日志: full screen, the runs in the toolbar (the latest preselected),
 * the chosen run's log text below in the highlighted log viewer.
 */
export function SubLogDialog({ title, subId, subType = "Sub", near, onClose }: SubLogDialogProps) {
  const { LL } = useI18nContext();
  useReturnFocus(true);
  const t = LL.discover.logDialog;
  const runs = useQuery(subLogsQueryOptions(subId, subType));
  const [picked, setPicked] = useState<string | null>(null);
  const first = closestRun(runs.data ?? [], near);
  const current = picked ?? (first ? String(first.id) : null);
  const text = useQuery({ ...subLogTextQueryOptions(current ?? ""), enabled: current !== null });

  let body: ReactNode;
  if (runs.isLoading || text.isLoading) body = <Spinner size={32} />;
  else if (runs.isError) body = <p role="alert">{errorMessage(runs.error)}</p>;
  else if (runs.data?.length === 0) body = <p>{t.noRuns()}</p>;
  else if (text.isError) body = <p role="alert">{errorMessage(text.error)}</p>;
  else if (text.data) {
    body = <LogText className="mr-sub-log-text" text={text.data} label={t.text()} />;
  } else body = <p>{t.pick()}</p>;

  return (
    // Not DialogFrame: a toolbar (with its own 关闭 instead of ×) over the log, no footer.
    <Dialog
      isOpen
      onClose={onClose}
      className="mr-sub-log-dialog"
      title={t.title({ title })}
      isCloseButtonShown={false}
    >
      <div className={`${Classes.DIALOG_BODY} mr-sub-log-toolbar`}>
        {runs.data && runs.data.length > 0 && (
          <div className="mr-sub-log-run">
            <label htmlFor="sub-log-run">{t.run()}</label>
            <HTMLSelect
              id="sub-log-run"
              value={current ?? ""}
              onChange={(event) => setPicked(event.currentTarget.value)}
              options={runs.data.map((run) => ({ value: String(run.id), label: run.time }))}
            />
          </div>
        )}
        <Button className="mr-sub-log-close" text={t.close()} onClick={onClose} />
      </div>
      {/* The log text scrolls itself (focusable, named 日志内容). */}
      <div className="mr-sub-log-body">{body}</div>
    </Dialog>
  );
}
