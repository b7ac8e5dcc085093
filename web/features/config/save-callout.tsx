import { Button, Callout } from "@blueprintjs/core";
import { useI18nContext } from "../../i18n/i18n-react";
import type { Outcome } from "./use-save-flow";

export type SaveCalloutProps = {
  outcome: Outcome | null;
  /** Follows `outcome.next` (the wizard's "仍然进入下一步"). */
  onContinue?: (next: string) => void;
};

/** The server's answer to a save, shown in place: green when all is well, amber when not. */
export function SaveCallout({ outcome, onContinue }: SaveCalloutProps) {
  const { LL } = useI18nContext();
  if (!outcome) return null;
  const { intent, message, next } = outcome;
  return (
    <Callout intent={intent} role="status" compact className="mr-form-callout">
      <div>{message}</div>
      {next && onContinue && (
        <Button
          className="mr-callout-action"
          intent={intent}
          text={LL.configForms.actions.continueAnyway()}
          onClick={() => onContinue(next)}
        />
      )}
    </Callout>
  );
}
