import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useLocation } from "wouter";
import { useI18nContext } from "../../i18n/i18n-react";
import type { Saved } from "../../lib/api/config-request";
import { appInfoQueryKey } from "../../lib/api/get-app-info";
import { errorMessage } from "../../lib/error-message";
import { paths } from "../../lib/paths";
import { toast } from "../../lib/toaster";
import { wizardPosition } from "../setup/wizard-steps";
import { type FormMode, useFormMode } from "./form-mode";
import { nextRoute } from "./next-route";

export type Outcome = {
  intent: "success" | "warning";
  message: string;
  /** The wizard's following step, offered when a warning keeps the user here. */
  next?: string;
};

export type SaveOptions<T> = {
  /** "warning" when the section was saved but reports a problem (a service that did not answer). */
  intentOf?: (data: T) => Outcome["intent"];
  /** Config mode: go here after saving (media-path → /setting/index, as the original). */
  configNext?: string;
  /** Also toast a refusal (media-path: the form is long, the banner may be out of sight). */
  toastError?: boolean;
};

function nextOf(data: unknown): string | undefined {
  if (typeof data !== "object" || data === null || !("next" in data)) return undefined;
  return typeof data.next === "string" ? data.next : undefined;
}

/**
 * What happens after a settings form is sent. The section's query is
 * refreshed; then the wizard moves on to the step the server names, while
 * /config/* shows the server's message in place. A refusal is shown above
 * the form in both modes (`fallback` when the server gave no reason).
 */
export function useSaveFlow(queryKey: QueryKey, fallback: string) {
  const mode: FormMode = useFormMode();
  const { LL } = useI18nContext();
  const [location, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function save<T>(call: () => Promise<Saved<T>>, options: SaveOptions<T> = {}) {
    setOutcome(null);
    setError(null);
    let saved: Saved<T>;
    try {
      saved = await call();
    } catch (err) {
      const message = errorMessage(err) ?? fallback;
      setError(message);
      if (options.toastError) void toast.error(message);
      return undefined;
    }
    void queryClient.invalidateQueries({ queryKey });
    const intent = options.intentOf?.(saved.data) ?? "success";
    const next = nextOf(saved.data);
    if (mode === "wizard" && intent === "success") {
      wizardOn(next);
    } else if (mode === "config" && options.configNext) {
      void toast.success(saved.message);
      navigate(options.configNext);
    } else {
      setOutcome({ intent, message: saved.message, next: mode === "wizard" ? next : undefined });
    }
    return saved;
  }

  /** The next step, or, after the last one, "setup complete" and the home page. */
  function wizardOn(next: string | undefined) {
    if (!wizardPosition(location)?.isLast) {
      navigate(nextRoute(next));
      return;
    }
    void queryClient.invalidateQueries({ queryKey: appInfoQueryKey });
    void toast.success(LL.firstRun.wizard.finished());
    navigate(paths.root);
  }

  return {
    mode,
    outcome,
    error,
    save,
    /** Forgets the last answer (another action, such as 测试连接, speaks now). */
    clear: () => {
      setOutcome(null);
      setError(null);
    },
    /** The wizard's way on after a warning ("仍然进入下一步"). */
    goTo: (next: string) => wizardOn(next),
  };
}
