import { useState } from "react";
import { useI18nContext } from "../../../../i18n/i18n-react";
import { loadArk } from "../../../../lib/ark";
import { useSettingSave } from "../../shared/use-setting-save";
import { testCookieCloud } from "../api/test-cookie-cloud";
import { type CookieCloudValues, testProblem, toCookieCloud } from "./cookie-cloud-schema";

/**
 * 测试: checks the values as typed, saved or not. A missing field stops it
 * here with the server's words; otherwise the server really downloads and
 * decrypts, and its answer is toasted and kept next to the buttons.
 */
export function useCookieCloudTest() {
  const { LL } = useI18nContext();
  const call = useSettingSave([], { stay: true });
  const [testing, setTesting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [passed, setPassed] = useState<string | null>(null);

  async function run(values: CookieCloudValues) {
    setPassed(null);
    await loadArk(); // testProblem builds an ArkType schema
    const local = testProblem(LL, values) ?? null;
    setProblem(local);
    if (local) {
      call.clearError();
      return;
    }
    setTesting(true);
    try {
      const tested = await call.run(() => testCookieCloud(toCookieCloud(values)));
      setPassed(tested ? tested.message : null);
    } finally {
      setTesting(false);
    }
  }

  /** Forgets the last test's answer (a save speaks now). */
  function reset() {
    setProblem(null);
    setPassed(null);
    call.clearError();
  }

  return { run, reset, testing, passed, error: problem ?? call.error };
}
