import { useState } from "react";
import { useI18nContext } from "../../i18n/i18n-react";
import { errorMessage } from "../../lib/error-message";

/** A plugin dialog's request: busy while it runs; a refusal stays in the dialog as its error. */
export function useBusyCall() {
  const { LL } = useI18nContext();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(call: () => Promise<unknown>) {
    setBusy(true);
    setError(null);
    try {
      await call();
    } catch (e) {
      setError(errorMessage(e) ?? LL.common.somethingWentWrong());
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, setError, run };
}
