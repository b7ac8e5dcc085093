import { ErrorBanner } from "../../components/error-banner";
import { SaveCallout } from "./save-callout";
import type { Outcome } from "./use-save-flow";

export type FormFeedbackProps = {
  /** The server's refusal (or the request's failure). */
  error: string | null;
  /** The server's answer to the last save. */
  saved: Outcome | null;
  /** The answer to the last 测试连接, on forms that have it. */
  tested?: Outcome | null;
  onContinue?: (next: string) => void;
};

/** Everything the server said about the last action, just above the form's buttons. */
export function FormFeedback({ error, saved, tested = null, onContinue }: FormFeedbackProps) {
  return (
    <>
      {error && <ErrorBanner message={error} />}
      <SaveCallout outcome={saved} onContinue={onContinue} />
      <SaveCallout outcome={tested} />
    </>
  );
}
