import { useState } from "react";
import { sitesQueryKey } from "../../../../components/api/get-sites";
import { useSettingSave } from "../../shared/use-setting-save";
import { syncCookieCloud } from "../api/sync-cookie-cloud";

/**
 * 立即同步: runs the saved setting's sync now. Its answer (what was updated,
 * which sites CookieCloud lacks) is toasted and kept next to the buttons;
 * the site list is refreshed, since the cookies' source changed.
 */
export function useCookieCloudSync() {
  const call = useSettingSave([sitesQueryKey], { stay: true });
  const [syncing, setSyncing] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  async function run() {
    setDone(null);
    setSyncing(true);
    try {
      const synced = await call.run(syncCookieCloud);
      setDone(synced ? synced.message : null);
    } finally {
      setSyncing(false);
    }
  }

  /** Forgets the last sync's answer (a save or a test speaks now). */
  function reset() {
    setDone(null);
    call.clearError();
  }

  return { run, reset, syncing, done, error: call.error };
}
