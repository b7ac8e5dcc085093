import { useEffect, useRef, useState } from "react";
import { useI18nContext } from "../../../i18n/i18n-react";
import { errorMessage } from "../../../lib/error-message";
import { pageReloader } from "../../../lib/page-reload";
import { toast } from "../../../lib/toaster";
import { probeApp } from "./api/probe-app";
import { restartApp } from "./api/restart-app";
import { waitForRestart } from "./wait-for-restart";

export type RestartPhase = "idle" | "confirm" | "sending" | "restarting" | "slow";

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/**
 * 重启应用: confirm, ask the server, then wait for it to come back and
 * reload the page, so every screen starts fresh against the new process.
 */
export function useRestart() {
  const { LL } = useI18nContext();
  const [phase, setPhase] = useState<RestartPhase>("idle");
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  async function confirm() {
    setPhase("sending");
    try {
      const { message } = await restartApp();
      if (message) void toast.success(message);
    } catch (err) {
      void toast.error(errorMessage(err) ?? LL.common.saveFailed());
      setPhase("idle");
      return;
    }
    setPhase("restarting");
    abort.current = new AbortController();
    const back = await waitForRestart({
      probe: probeApp,
      sleep,
      now: () => Date.now(),
      onSlow: () => setPhase("slow"),
      signal: abort.current.signal,
    });
    if (back) pageReloader.reload();
  }

  return {
    phase,
    ask: () => setPhase("confirm"),
    cancel: () => setPhase("idle"),
    confirm: () => void confirm(),
    reloadNow: () => pageReloader.reload(),
  };
}
