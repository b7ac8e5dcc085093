import { useState } from "react";
import type { Saved } from "../../lib/api/config-request";
import { errorMessage } from "../../lib/error-message";
import { type CheckedSave, HEALTH_DOWN, HEALTH_UP, type Health, UNSET_HEALTH } from "./api/health";
import type { Outcome } from "./use-save-flow";

/** A save's outcome is a warning when it was saved but its connection check failed. */
export function intentOfCheckedSave(data: CheckedSave | null): Outcome["intent"] {
  return data?.health && data.health.status !== HEALTH_UP ? "warning" : "success";
}

/**
 * The health tag's state for a checked service (media server, download
 * client) and its "测试连接" action. The tag starts from the stored health
 * and follows every later save or test; a failed test marks it 异常 with the
 * reason, as the server records it.
 */
export function useServiceCheck<V>(
  initial: Health | undefined,
  test: (values: V) => Promise<Saved<CheckedSave | null>>,
  fallback: string,
) {
  const [health, setHealth] = useState<Health>(initial ?? UNSET_HEALTH);
  const [testing, setTesting] = useState(false);
  const [testResult, setTestResult] = useState<Outcome | null>(null);

  async function runTest(values: V) {
    setTesting(true);
    setTestResult(null);
    try {
      const res = await test(values);
      if (res.data?.health) setHealth(res.data.health);
      setTestResult({ intent: "success", message: res.message });
    } catch (err) {
      const message = errorMessage(err) ?? fallback;
      const checked_at = new Date().toISOString();
      setHealth({ status: HEALTH_DOWN, message, version: "", checked_at });
      setTestResult({ intent: "warning", message });
    } finally {
      setTesting(false);
    }
  }

  /** Takes the health a save reported, and forgets an older test's result. */
  function saved(data: CheckedSave | null | undefined) {
    setTestResult(null);
    if (data?.health) setHealth(data.health);
  }

  return { health, testing, testResult, runTest, saved };
}
