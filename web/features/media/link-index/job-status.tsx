import { Button, Callout, Classes, ProgressBar } from "@blueprintjs/core";
import { useI18nContext } from "../../../i18n/i18n-react";
import type { LinkStatus } from "./api/get-link-status";
import { finishOutcome } from "./finish-outcome";

/** Where the organising stands: the job's progress with 取消, how the last one ended, or what to do. */
export function JobStatus({
  status: s,
  onCancel,
}: {
  status: LinkStatus | undefined;
  onCancel: () => void;
}) {
  const { LL } = useI18nContext();
  const t = LL.mediaLibrary;
  const running = s?.running ?? false;
  const done = s && !s.running && s.root_path && (s.success_count > 0 || s.failed_count > 0);
  return (
    <div aria-live="polite">
      {running && s ? (
        <div className="mr-link-index-progress">
          <ProgressBar value={s.progress / 100} intent="primary" animate stripes aria-hidden />
          <p>{t.progress({ p: s.progress, ok: s.success_count, failed: s.failed_count })}</p>
          <Button text={t.cancelJob()} onClick={onCancel} />
        </div>
      ) : done && s ? (
        <Callout
          intent={finishOutcome(s).intent}
          title={
            finishOutcome(s).allFailed
              ? t.allFailed({ path: s.root_path, failed: s.failed_count })
              : t.finished({ path: s.root_path, ok: s.success_count, failed: s.failed_count })
          }
        >
          {s.message ? t.stoppedWith({ message: s.message }) : t.finishedHint()}
        </Callout>
      ) : (
        <p className={Classes.TEXT_MUTED}>{t.idleTip()}</p>
      )}
    </div>
  );
}
