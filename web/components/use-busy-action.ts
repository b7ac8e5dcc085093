import { useState } from "react";
import { useI18nContext } from "../i18n/i18n-react";
import { errorMessage } from "../lib/error-message";
import { toast } from "../lib/toaster";

type Options = {
  /** What a failure says when the server gave no message (出错了 unless given). */
  fallback?: () => string;
  /** The failure stays as `error` (a dialog shows it above its buttons) instead of a toast. */
  inline?: boolean;
};

/**
 * One user action at a time: `busy` while it runs. A failure toasts what
 * the server said (or keeps it as `error`, `inline`) and `attempt` answers
 * false; success answers true. What the action shows on success is its own.
 */
export function useBusyAction({ fallback, inline = false }: Options = {}) {
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
      if (inline) setError(message);
      else void toast.error(message);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, attempt };
}
