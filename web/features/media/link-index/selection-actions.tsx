import { Button } from "@blueprintjs/core";
import { useI18nContext } from "../../../i18n/i18n-react";
import { toast } from "../../../lib/toaster";
import type { LibraryRow } from "./api/get-media-library";

/** The steps that ask before they act (a confirm or correction dialog). */
export type Pending = "link" | "categorize" | "fix" | "correct";

type SelectionActionsProps = {
  chosen: readonly LibraryRow[];
  running: boolean;
  hasTarget: boolean;
  /** The target folder is set and is not the source (it warns when not). */
  targetOk: () => boolean;
  onAsk: (step: Pending | "preview") => void;
};

/** What can be done with the chosen rows; each says why when it does not apply to them. */
export function SelectionActions({
  chosen,
  running,
  hasTarget,
  targetOk,
  onAsk,
}: SelectionActionsProps) {
  const { LL } = useI18nContext();
  const t = LL.mediaLibrary;
  return (
    <div className="mr-link-index-actions">
      <Button
        text={t.fixDisc()}
        disabled={running}
        onClick={() =>
          chosen.some((r) => r.is_disc) ? onAsk("fix") : void toast.warning(t.noDiscSelected())
        }
      />
      <Button
        text={t.autoCategorize()}
        disabled={running}
        onClick={() => {
          if (!hasTarget) return void toast.warning(t.needTarget());
          if (!chosen.some((r) => r.status === 2)) return void toast.warning(t.onlyDoneItems());
          onAsk("categorize");
        }}
      />
      <Button
        text={t.correct()}
        disabled={running}
        onClick={() => targetOk() && onAsk("correct")}
      />
      <Button
        text={t.preview()}
        disabled={running}
        onClick={() => targetOk() && onAsk("preview")}
      />
      <Button
        intent="primary"
        text={t.link()}
        disabled={running}
        onClick={() => targetOk() && onAsk("link")}
      />
    </div>
  );
}
