import { useState } from "react";
import { useI18nContext } from "../../i18n/i18n-react";
import { errorMessage } from "../../lib/error-message";
import { toast } from "../../lib/toaster";

/** A form's request: a refusal is toasted and stays under the form (`error`) until the next try. */
export function useReportedCall() {
  const { LL } = useI18nContext();
  const [error, setError] = useState<string | null>(null);

  async function report(call: () => Promise<void>) {
    setError(null);
    try {
      await call();
    } catch (err) {
      const message = errorMessage(err) ?? LL.common.somethingWentWrong();
      setError(message);
      void toast.error(message);
    }
  }

  return { error, report };
}
