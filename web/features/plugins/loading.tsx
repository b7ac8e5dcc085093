import { Spinner } from "@blueprintjs/core";
import { useI18nContext } from "../../i18n/i18n-react";

/** A small spinner for a dialog or a tab while its data loads. */
export function Loading() {
  const { LL } = useI18nContext();
  return (
    <div role="status" aria-label={LL.common.loading()} className="mr-plugin-loading">
      <Spinner size={32} />
    </div>
  );
}
