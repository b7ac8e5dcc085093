import { useState } from "react";
import { useI18nContext } from "../i18n/i18n-react";
import { errorMessage } from "../lib/error-message";
import { toast } from "../lib/toaster";

type Options = {
  /** What a failure says when the server gave no message (出错了 unless given). */
  fallback?: () => string;
  /**
   * Where a failure shows: a toast (the default), `error` kept until the
   * next try (a dialog shows it above its buttons: "inline"), or both
   * (a form that also says it under its fields).
   */
  show?: "toast" | "inline" | "both";
};

/**
 * One user action at a time: `busy` while it runs. A failure shows what
 * the server said (`show`) and `attempt` answers false; success answers
 * true. What the action shows on success is its own.
 */
export function useBusyAction({ fallback, show = "toast" }: Options = {}) {
  const { LL } = useI18nContext();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const attempt = async (action: () => Promise<unknown>): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      await action();
      return true;
    } catch (e) {
      const message = errorMessage(e) ?? (fallback ?? LL.common.somethingWentWrong)();
      if (show !== "toast") setError(message);
      if (show !== "inline") void toast.error(message);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, attempt };
}
